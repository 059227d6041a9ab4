import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';

/** A visitor's first load never carries react-hook-form and zod. */
export function LazyForm({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<p role="status">{t('forms.loadingForm')}</p>}>{children}</Suspense>;
}
