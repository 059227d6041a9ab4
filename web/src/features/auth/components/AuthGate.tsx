import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useAuth } from '@/features/auth/context/auth-context';
import styles from '@/features/auth/pages/AuthPages.module.css';

/** While the authentication state loads, `loading...` replaces all content (spec section 1). */
export function AuthGate({ children }: { children: ReactNode }) {
  const { loading } = useAuth();
  const { t } = useTranslation();
  if (loading) {
    return (
      <p className={styles.authLoading} data-auth-loading role="status" aria-live="polite">
        {t('app.loading')}
      </p>
    );
  }
  return children;
}
