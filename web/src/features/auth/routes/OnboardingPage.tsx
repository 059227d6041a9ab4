import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Navigate } from 'react-router-dom';
import { readProfile, submitApplication, type Profile } from '../api/profile';
import { ApplicationForm } from '../components/ApplicationForm';
import { ApplicationUnderReview } from '../components/ApplicationUnderReview';
import { useAuth } from '../context/auth-context';
import { redirectFor } from '../redirects';
import './auth.css';
import { Button } from '../../../components/ui/Button';

type Loaded = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; profile: Profile | null };

export default function OnboardingPage() {
  const { t } = useTranslation();
  const { user, status, refresh, logout } = useAuth();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [editing, setEditing] = useState(false);
  const uid = user?.uid;

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!uid) return;
    let current = true;
    readProfile(uid).then(
      (profile) => current && setLoaded({ kind: 'ready', profile }),
      (error: unknown) => {
        console.error('Reading the application failed', error);
        if (current) setLoaded({ kind: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [uid, attempt]);

  const retry = () => {
    setLoaded({ kind: 'loading' });
    setAttempt((count) => count + 1);
  };

  const target = redirectFor('onboarding', { signedIn: user !== null, status });
  if (target) return <Navigate to={target} replace />;
  if (!user) return null;

  const submit = async (application: Parameters<typeof submitApplication>[1]) => {
    await submitApplication(user.uid, application);
    setEditing(false);
    // Re-reads status through the context (loading toggles), so every screen sees 'pending'.
    await refresh();
  };

  let body;
  if (loaded.kind === 'loading') {
    body = <p role="status">{t('onboarding:loadingApplication')}</p>;
  } else if (loaded.kind === 'error') {
    body = (
      <div role="alert">
        <p>{t('onboarding:loadError')}</p>
        <Button onClick={retry}>{t('onboarding:retry')}</Button>
      </div>
    );
  } else if (status === 'pending' && loaded.profile && !editing) {
    body = (
      <ApplicationUnderReview
        application={loaded.profile}
        onEdit={() => setEditing(true)}
        onRefresh={() => void refresh()}
      />
    );
  } else {
    body = (
      <>
        {status === '' && loaded.profile?.reviewNote && (
          <div className="onboarding-note" role="note">
            <h2>{t('onboarding:declinedTitle')}</h2>
            <p>{loaded.profile.reviewNote}</p>
            <p>{t('onboarding:declinedText')}</p>
          </div>
        )}
        <ApplicationForm
          initial={loaded.profile}
          onSubmit={submit}
          {...(status === 'pending' ? { onCancel: () => setEditing(false) } : {})}
        />
      </>
    );
  }

  return (
    <section className="auth-page onboarding-page" aria-labelledby="onboarding-title">
      <h1 id="onboarding-title">{t('onboarding:title')}</h1>
      <p className="auth-page__lead">{t('onboarding:lead', { email: user.email ?? '' })}</p>
      {body}
      <Button variant="secondary" onClick={() => void logout()}>
        {t('auth:logout')}
      </Button>
    </section>
  );
}
