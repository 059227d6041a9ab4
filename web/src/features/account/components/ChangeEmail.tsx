import { useEffect, useState, type FormEvent } from 'react';
import type { User } from 'firebase/auth';
import { Form, FormError, TextField } from '@/components/form';
import { Button } from '@/components/ui';
import { useTranslation } from '@/i18n/useTranslation';
import { notify } from '@/lib/toast/notify';
import { useAuth } from '@/features/auth';
import { CREDENTIAL_ERRORS } from '@/features/account/api/credential-errors';
import { useAction } from '@/lib/actions/use-action';
import { CurrentPassword } from './CurrentPassword';

const credentials = () => import('@/features/account/api/credentials');
// The shape only; Firebase judges the address itself (auth/invalid-new-email).
const LOOKS_LIKE_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** While a link is out, the page looks again when the member comes back to it. */
export function ChangeEmail({ user, method }: { user: User; method: 'password' | 'google' }) {
  const { t } = useTranslation('account');
  const { checkEmail } = useAuth();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [pending, setPending] = useState<{ to: string; from: string } | null>(null);
  const changing = useAction(
    async (to: string) => {
      await (await credentials()).changeEmail(user, to, method === 'google' ? 'google' : { password });
      setPending({ to, from: user.email ?? '' });
      setNewEmail('');
      setPassword('');
    },
    {
      what: 'Changing the e-mail address',
      failure: CREDENTIAL_ERRORS,
      // A wrong password, or an address Firebase refuses, is said by its field.
      onFailure: ({ key, message }) => {
        if (key === CREDENTIAL_ERRORS['auth/wrong-password']) setErrors({ password: message });
        else if (
          key === CREDENTIAL_ERRORS['auth/invalid-email'] ||
          key === CREDENTIAL_ERRORS['auth/email-already-in-use']
        )
          setErrors({ email: message });
        else return false;
        return true;
      },
    },
  );
  const { busy, error } = changing;

  useEffect(() => {
    if (!pending) return;
    const onReturn = () => {
      if (document.visibilityState !== 'visible') return;
      checkEmail().then(
        () => {
          if (user.email !== pending.to) return;
          setPending(null);
          notify('success', t('signIn.changeEmail.done', { email: pending.to }));
        },
        // A session ended by the change (Firebase revokes it) signs out here; the app then asks to sign in.
        (caught: unknown) => console.error('Checking the new e-mail address failed', caught),
      );
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [pending, checkEmail, user, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    changing.clearError();
    const to = newEmail.trim();
    const found = {
      ...(!LOOKS_LIKE_EMAIL.test(to) ? { email: t('signIn.changeEmail.invalid') } : {}),
      ...(to.toLowerCase() === (user.email ?? '').toLowerCase() ? { email: t('signIn.changeEmail.same') } : {}),
      ...(method === 'password' && password === '' ? { password: t('signIn.changeEmail.passwordRequired') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await changing.run(to);
  };

  return (
    <Form onSubmit={(event) => void submit(event)} label={t('signIn.changeEmail.toggle')}>
      <p>{t('signIn.changeEmail.lead')}</p>
      <TextField
        label={t('signIn.changeEmail.newEmail')}
        type="email"
        autoComplete="email"
        value={newEmail}
        onChange={(event) => setNewEmail(event.target.value)}
        error={errors.email}
      />
      <CurrentPassword
        confirms="changeEmail"
        method={method}
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <FormError message={error} />
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('signIn.changeEmail.busy') : t('signIn.changeEmail.submit')}
      </Button>
      <p role="status">{pending && t('signIn.changeEmail.sent', { email: pending.to, current: pending.from })}</p>
    </Form>
  );
}
