import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18next } from './i18n';

/** The language context of spec section 1 (default English), backed by i18next. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18next}>{children}</I18nextProvider>;
}
