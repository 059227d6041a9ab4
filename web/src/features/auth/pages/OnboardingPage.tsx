import { useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Navigate } from 'react-router-dom';
import { readProfile, submitApplication } from '@/features/auth/api/profile';
import { ApplicationForm } from '@/features/auth/components/ApplicationForm';
import { ApplicationUnderReview } from '@/features/auth/components/ApplicationUnderReview';
import { EmailVerification } from '@/features/auth/components/EmailVerification';
import { useAuth } from '@/features/auth/context/auth-context';
import { AUTH_PATHS, redirectFor } from '@/features/auth/redirects';
import { ErrorState, LoadingState } from '@/components/list-states/ListStates';
import { Button, PageHeader, Section } from '@/components/ui';
import { useLoad } from '@/lib/data/use-load';
import styles from './AuthPages.module.css';

export default function OnboardingPage() {
  const { t } = useTranslation();
  const { user, status, emailVerified, refresh, logout, checkEmail } = useAuth();
  const [editing, setEditing] = useState(false);
  const uid = user?.uid;
  const loaded = useLoad(uid ?? '', async () => (uid ? readProfile(uid) : null));

  const target = redirectFor('onboarding', { signedIn: user !== null, status });
  if (target) return <Navigate to={target} replace />;
  if (!user) return null;

  const submit = async (application: Parameters<typeof submitApplication>[1]) => {
    // The rules take an application only from a verified address: look once more before saying no
    // (the link may have been followed a moment ago); the form keeps what was typed either way.
    if (!emailVerified && !(await checkEmail())) {
      throw Object.assign(new Error('The e-mail address is not verified'), { code: 'auth/unverified-email' });
    }
    await submitApplication(user, application);
    setEditing(false);
    // Re-reads status through the context (loading toggles), so every screen sees 'pending'.
    await refresh();
  };

  const profile = loaded.status === 'ready' ? loaded.data : null;
  let body;
  if (loaded.status === 'loading') {
    body = <LoadingState label={t('onboarding:loadingApplication')} />;
  } else if (loaded.status === 'error') {
    body = <ErrorState message={t('onboarding:loadError')} onRetry={loaded.retry} />;
  } else if (status === 'pending' && profile && !editing) {
    body = (
      <ApplicationUnderReview application={profile} onEdit={() => setEditing(true)} onRefresh={() => void refresh()} />
    );
  } else {
    body = (
      <>
        {status === '' && profile?.reviewNote && (
          <div className="onboarding-note" role="note">
            <h2>{t('onboarding:declinedTitle')}</h2>
            <p>{profile.reviewNote}</p>
            <p>{t('onboarding:declinedText')}</p>
          </div>
        )}
        <ApplicationForm
          initial={profile}
          onSubmit={submit}
          {...(status === 'pending' ? { onCancel: () => setEditing(false) } : {})}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        eyebrow={t('auth:eyebrow')}
        title={t('onboarding:title')}
        lead={t('onboarding:lead', { email: user.email ?? '' })}
      />
      <Section>
        <div className={styles.authPage}>
          <EmailVerification continuePath={AUTH_PATHS.onboarding} reason={t('onboarding:verifyReason')} />
          {body}
          <Button variant="secondary" className={styles.signout} onClick={() => void logout()}>
            {t('auth:logout')}
          </Button>
        </div>
      </Section>
    </>
  );
}
