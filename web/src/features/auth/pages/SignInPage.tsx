import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/i18n/useTranslation';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AUTH_ERRORS } from '@/features/auth/api/auth-errors';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { LIMITS } from '@/lib/model';
import type { SignInValues } from '@/features/auth/api/schemas';
import { EmailActionForm } from '@/features/auth/components/EmailActionForm';
import { TextField } from '@/components/form';
import { useAuth, type EmailPasswordMode } from '@/features/auth/context/auth-context';
import { RETURN_PARAM, VERIFIED_PARAM, redirectFor } from '@/features/auth/redirects';
import { Button, PageHeader, Section } from '@/components/ui';
import styles from './AuthPages.module.css';
import { errorMessage } from '@/lib/errors/error-message';

// zod loads when the visitor starts on a form (or, at the latest, on submit): not with the page.
const loadSchemas = () => import('@/features/auth/api/schemas');
const signInValidation = lazyResolver(() => loadSchemas().then((module) => module.signInResolver));
const signUpValidation = lazyResolver(() => loadSchemas().then((module) => module.signUpResolver));

export default function SignInPage() {
  const { t } = useTranslation();
  const { user, status, prepareSignIn, google, emailpassword, forgot, authmethods } = useAuth();
  useEffect(prepareSignIn, [prepareSignIn]);
  // "Apply to join" (the community home) opens the page on the new-account form.
  const [params] = useSearchParams();
  const [mode, setMode] = useState<EmailPasswordMode>(params.get('mode') === 'signup' ? 'signup' : 'signin');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: (mode === 'signup' ? signUpValidation : signInValidation).resolver,
    defaultValues: { email: '', password: '' },
  });

  const typedEmail = useWatch({ control, name: 'email' });

  const target = redirectFor('signIn', { signedIn: user !== null, status, returnTo: params.get(RETURN_PARAM) });
  if (target) return <Navigate to={target} replace />;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setSubmitError(null);
    try {
      await emailpassword(email, password, mode);
    } catch (error) {
      // What the member typed stays in the form; only the message changes. The session logged it.
      setSubmitError(t(errorMessage(error, AUTH_ERRORS).key));
    }
  });

  return (
    <>
      <PageHeader eyebrow={t('auth:eyebrow')} title={t('auth:title')} lead={t('auth:lead')} />
      <Section>
        <div className={styles.authPage}>
          {/* The verification mail's link comes back here (verifiedContinuePath), in any browser. */}
          {params.has(VERIFIED_PARAM) && (
            <p className={styles.verified} role="status">
              {t('auth:verifiedSignIn')}
            </p>
          )}
          <Button onClick={() => void google()}>{t('auth:google')}</Button>
          <p className={styles.divider}>
            <span>{t('auth:or')}</span>
          </p>

          <div className={styles.modes} role="group" aria-label={t('auth:modeLabel')}>
            {(['signin', 'signup'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={styles.mode}
                aria-pressed={mode === option}
                onClick={() => {
                  setMode(option);
                  setSubmitError(null);
                }}
              >
                {t(option === 'signin' ? 'auth:modeSignIn' : 'auth:modeSignUp')}
              </button>
            ))}
          </div>

          <form
            className={styles.authForm}
            onSubmit={onSubmit}
            onFocus={() => (mode === 'signup' ? signUpValidation : signInValidation).preload()}
            noValidate
            aria-label={t(mode === 'signin' ? 'auth:signIn' : 'auth:signUp')}
          >
            <TextField
              label={t('auth:email')}
              type="email"
              autoComplete="email"
              error={errors.email}
              {...register('email')}
            />
            <TextField
              label={t('auth:password')}
              type="password"
              autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
              error={errors.password}
              {...(mode === 'signup' ? { hint: t('auth:passwordHint', { min: LIMITS.password.min }) } : {})}
              {...register('password')}
            />
            {submitError && (
              <p className={styles.outcomeError} role="alert">
                {submitError}
              </p>
            )}
            <Button type="submit" disabled={isSubmitting}>
              {t(mode === 'signin' ? 'auth:submitSignIn' : 'auth:submitSignUp')}
            </Button>
          </form>

          <details className={styles.more}>
            <summary>{t('auth:reset.toggle')}</summary>
            <EmailActionForm
              label={t('auth:email')}
              submitLabel={t('auth:reset.submit')}
              defaultEmail={typedEmail}
              run={async (email) => {
                // The same sentence whether or not the account exists: the form must not reveal who is a member.
                await forgot(email).catch((error: { code?: string }) => {
                  if (error.code !== 'auth/user-not-found') throw error;
                });
                return t('auth:reset.sent', { email });
              }}
            />
          </details>

          <details className={styles.more}>
            <summary>{t('auth:lookup.toggle')}</summary>
            <EmailActionForm
              label={t('auth:email')}
              submitLabel={t('auth:lookup.submit')}
              defaultEmail={typedEmail}
              run={async (email) => {
                // The same sentence whether or not the account exists: the answer goes to the address.
                await authmethods(email);
                return t('auth:lookup.sent', { email });
              }}
            />
          </details>
        </div>
      </Section>
    </>
  );
}
