import { useState, type FormEvent } from 'react';
import type { User } from 'firebase/auth';
import { Form, FormError, TextField } from '@/components/form';
import { Button } from '@/components/ui';
import { useTranslation } from '@/i18n/useTranslation';
import { LIMITS } from '@/lib/model';
import { CREDENTIAL_ERRORS } from '@/features/account/api/credential-errors';
import { useAction } from '@/lib/actions/use-action';
import { CurrentPassword } from './CurrentPassword';

const credentials = () => import('@/features/account/api/credentials');
const MIN = LIMITS.password.min;

/** A new password for a password account, after the current one confirms it is the member. */
export function ChangePassword({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const changing = useAction(
    async () => {
      await (await credentials()).changePassword(user, current, next);
      setCurrent('');
      setNext('');
    },
    {
      what: 'Changing the password',
      failure: CREDENTIAL_ERRORS,
      values: { min: MIN },
      success: t('signIn.changePassword.done'),
      // A wrong or weak password is said by its field.
      onFailure: ({ key, message }) => {
        if (key === CREDENTIAL_ERRORS['auth/wrong-password']) setErrors({ current: message });
        else if (key === CREDENTIAL_ERRORS['auth/weak-password']) setErrors({ next: message });
        else return false;
        return true;
      },
    },
  );
  const { busy, error } = changing;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    changing.clearError();
    const found = {
      ...(current === '' ? { current: t('signIn.changePassword.currentRequired') } : {}),
      ...(next.length < MIN ? { next: t('signIn.changePassword.nextShort', { min: MIN }) } : {}),
      ...(next.length >= MIN && next === current ? { next: t('signIn.changePassword.nextSame') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await changing.run();
  };

  return (
    <Form onSubmit={(event) => void submit(event)} label={t('signIn.changePassword.toggle')}>
      <CurrentPassword
        confirms="changePassword"
        method="password"
        value={current}
        onChange={setCurrent}
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
    </Form>
  );
}
