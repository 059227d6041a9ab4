import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/useTranslation';
import { AUTH_ERRORS } from '@/features/auth/api/auth-errors';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { TextField } from '@/components/form';
import { Button } from '@/components/ui/Button';
import styles from '@/features/auth/pages/AuthPages.module.css';
import { errorMessage } from '@/lib/errors/error-message';

interface EmailActionFormProps {
  /** Field label, button text, for the password reset or the sign-in methods look-up. */
  label: string;
  submitLabel: string;
  defaultEmail: string;
  /** Runs the action and returns the sentence to show on success. */
  run: (email: string) => Promise<string>;
}

const validation = lazyResolver(() => import('@/features/auth/api/schemas').then((module) => module.emailOnlyResolver));

/** A one-field form (an e-mail) that runs an auth action and shows its outcome in words. */
export function EmailActionForm({ label, submitLabel, defaultEmail, run }: EmailActionFormProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: validation.resolver, defaultValues: { email: defaultEmail } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      setOutcome({ kind: 'success', text: await run(email) });
    } catch (error) {
      // Logged by the session's action (AuthProvider, spec section 8): only said here.
      setOutcome({ kind: 'error', text: t(errorMessage(error, AUTH_ERRORS).key) });
    }
  });

  return (
    <form className={styles.authForm} onSubmit={onSubmit} onFocus={validation.preload} noValidate>
      <TextField label={label} type="email" autoComplete="email" error={errors.email} {...register('email')} />
      <Button variant="secondary" type="submit" disabled={isSubmitting}>
        {submitLabel}
      </Button>
      {outcome && (
        <p
          className={outcome.kind === 'success' ? styles.outcomeSuccess : styles.outcomeError}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
        >
          {outcome.text}
        </p>
      )}
    </form>
  );
}
