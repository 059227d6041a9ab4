import { useState, type FormEvent } from 'react';
import type { User } from 'firebase/auth';
import { FormError, TextField, formStyles } from '@/components/form';
import { Button } from '@/components/ui';
import { useTranslation } from '@/i18n/useTranslation';
import { LIMITS } from '@/lib/model';
import { notify } from '@/lib/toast/notify';
import { credentialErrorKey } from '@/features/account/api/credential-errors';

const credentials = () => import('@/features/account/api/credentials');
const MIN = LIMITS.password.min;

/** A new password for a password account, after the current one confirms it is the member. */
export function ChangePassword({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const found = {
      ...(current === '' ? { current: t('signIn.changePassword.currentRequired') } : {}),
      ...(next.length < MIN ? { next: t('signIn.changePassword.nextShort', { min: MIN }) } : {}),
      ...(next.length >= MIN && next === current ? { next: t('signIn.changePassword.nextSame') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await (await credentials()).changePassword(user, current, next);
      setCurrent('');
      setNext('');
      notify('success', t('signIn.changePassword.done'));
    } catch (caught) {
      console.error('Changing the password failed', caught);
      const key = credentialErrorKey((caught as { code?: string }).code);
      if (key === 'signIn.errors.wrongPassword') setErrors({ current: t(key) });
      else if (key === 'signIn.errors.weakPassword') setErrors({ next: t(key, { min: MIN }) });
      else setError(t(key));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('signIn.changePassword.toggle')}
    >
      <TextField
        label={t('signIn.changePassword.current')}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={errors.current}
      />
      <TextField
        label={t('signIn.changePassword.next')}
        hint={t('signIn.changePassword.nextHint', { min: MIN })}
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(event) => setNext(event.target.value)}
        error={errors.next}
      />
      <FormError message={error} />
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('signIn.changePassword.busy') : t('signIn.changePassword.submit')}
      </Button>
    </form>
  );
}
