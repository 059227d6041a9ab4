import { TextField } from '@/components/form';
import { useTranslation } from '@/i18n/useTranslation';

/** The texts (keys of the account namespace) of each change's confirmation. */
const TEXTS: Record<'changeEmail' | 'changePassword' | 'delete', { label: string; hint?: string; google?: string }> = {
  changeEmail: {
    label: 'signIn.changeEmail.password',
    hint: 'signIn.changeEmail.passwordHint',
    google: 'signIn.changeEmail.google',
  },
  changePassword: { label: 'signIn.changePassword.current' },
  delete: { label: 'delete.password', hint: 'delete.passwordHint', google: 'delete.google' },
};

export function CurrentPassword({
  confirms,
  method,
  value,
  onChange,
  error,
}: {
  confirms: keyof typeof TEXTS;
  method: 'password' | 'google';
  value: string;
  onChange: (password: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('account');
  const texts = TEXTS[confirms];
  if (method === 'google') return texts.google ? <p>{t(texts.google)}</p> : null;
  return (
    <TextField
      label={t(texts.label)}
      hint={texts.hint && t(texts.hint)}
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
