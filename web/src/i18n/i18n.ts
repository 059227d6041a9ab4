import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Translations live in locales/<language>/<namespace>.json. Adding a language is adding a folder
 * with the same files as locales/en: it is picked up here without any other change.
 */
export const defaultLanguage = 'en';
export const defaultNamespace = 'common';

type LocaleModules = Record<string, { default: ResourceLanguage[string] }>;

/** Turns `./locales/<language>/<namespace>.json` modules into i18next resources. */
export function collectResources(modules: LocaleModules): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(modules)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) throw new Error(`Locale file ${path} is not at locales/<language>/<namespace>.json`);
    const [, language = '', namespace = ''] = match;
    resources[language] = { ...resources[language], [namespace]: module.default };
  }
  return resources;
}

export const resources = collectResources(
  import.meta.glob<LocaleModules[string]>('./locales/*/*.json', { eager: true }),
);

void i18next.use(initReactI18next).init({
  resources,
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  defaultNS: defaultNamespace,
  ns: Object.keys(resources[defaultLanguage] ?? {}),
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});

export { i18next };
