import { TextField } from '@/components/form';
import { useTranslation } from '@/i18n/useTranslation';

/**
 * How a member confirms it is them before a change to the account: their current password, or,
 * for an account with Google only, a note that Google's window will ask. `keys` is the group of
 * the account namespace that holds the texts (`password`, `passwordHint`, `google`).
 */
export function CurrentPassword({
  method,
  keys,
  value,
  onChange,
  error,
}: {
  method: 'password' | 'google';
  keys: 'signIn.changeEmail' | 'delete';
  value: string;
  onChange: (password: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('account');
  return method === 'password' ? (
    <TextField
      label={t(`${keys}.password`)}
      hint={t(`${keys}.passwordHint`)}
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  ) : (
    <p>{t(`${keys}.google`)}</p>
  );
}
