import { useState, type FormEvent } from 'react';
import type { User } from 'firebase/auth';
import { useTranslation } from '@/i18n/useTranslation';
import { Form, FormError } from '@/components/form';
import { Button } from '@/components/ui';
import { deleteAccount } from '@/features/account/api/account';
import { DELETE_ERRORS } from '@/features/account/api/delete-errors';
import { useAction } from '@/lib/actions/use-action';
import { CurrentPassword } from './CurrentPassword';

const reauth = () => import('@/features/account/api/reauthenticate');

/** On success this browser forgets the session and the member goes to the home page. */
export function DeleteAccount({
  user,
  posts,
  comments,
  proposals,
  onDeleted,
}: {
  user: User;
  posts: number;
  comments: number;
  proposals: number;
  /** Called once the account is gone, before this browser signs out. */
  onDeleted: () => void;
}) {
  const { t, list } = useTranslation('account');
  // A password account confirms with its password; an account with Google only, with the popup.
  const method = user.providerData.some((provider) => provider.providerId === 'password') ? 'password' : 'google';
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const deleting = useAction(
    async () => {
      const { confirmWithGoogle, confirmWithPassword, forgetSession } = await reauth();
      await (method === 'password' ? confirmWithPassword(user, password) : confirmWithGoogle(user));
      await deleteAccount();
      onDeleted();
      await forgetSession();
    },
    {
      what: 'Deleting the account',
      failure: DELETE_ERRORS,
      success: t('delete.done'),
      // A wrong password is said by its field.
      onFailure: ({ key, message }) => {
        if (key !== DELETE_ERRORS['auth/wrong-password']) return false;
        setPasswordError(message);
        return true;
      },
    },
  );
  const { busy, error } = deleting;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    deleting.clearError();
    setPasswordError(undefined);
    if (method === 'password' && password === '') {
      setPasswordError(t('delete.passwordRequired'));
      return;
    }
    await deleting.run();
  };

  return (
    <Form onSubmit={(event) => void submit(event)}>
      <p>{t('delete.lead')}</p>
      <ul>
        {list('delete.items').map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{t('delete.counts', { posts, comments, proposals })}</p>
      <p>{t('delete.kept')}</p>
      <p>{t('delete.contact')}</p>
      <CurrentPassword
        confirms="delete"
        method={method}
        value={password}
        onChange={setPassword}
        error={passwordError}
      />
      <FormError message={error} />
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('delete.busy') : t('delete.action')}
      </Button>
    </Form>
  );
}
