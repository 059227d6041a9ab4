import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

/** Adding a language is adding a locales/<code>.json file and listing it here. */
export const resources = { en: { translation: en } } as const;
export const defaultLanguage = 'en';

void i18next.use(initReactI18next).init({
  resources,
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});

export { i18next };
