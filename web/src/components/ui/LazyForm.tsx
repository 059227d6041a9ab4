import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';

/**
 * Shows a form whose code loads on demand (React.lazy): forms only members use, so a visitor's
 * first load of the page never carries react-hook-form and zod. Says so while it loads.
 */
export function LazyForm({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<p role="status">{t('forms.loadingForm')}</p>}>{children}</Suspense>;
}
