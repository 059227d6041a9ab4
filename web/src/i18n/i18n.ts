import { setupI18n, type Messages } from '@lingui/core';

/**
 * ICU messages in locales/<language>/<namespace>.json; a language is a folder like locales/en.
 * Lingui's runtime is ~3 KB gzip, the messages compiled at build time. Each feature's namespace loads with its route.
 */
export const defaultLanguage = 'en';
export const defaultNamespace = 'common';
export const shellNamespaces = ['common', 'nav', 'footer'] as const;

type CatalogModule = { default: Messages };

const LOCALE_PATH = /\/locales\/([^/]+)\/([^/]+)\.json$/;

function localeOf(path: string): { language: string; namespace: string } {
  const match = LOCALE_PATH.exec(path);
  if (!match) throw new Error(`Locale file ${path} is not at locales/<language>/<namespace>.json`);
  return { language: match[1] ?? '', namespace: match[2] ?? '' };
}

/** Merges `./locales/<language>/<namespace>.json` modules into one catalog per language. */
export function collectCatalogs(modules: Record<string, CatalogModule>): Record<string, Messages> {
  const catalogs: Record<string, Messages> = {};
  for (const [path, module] of Object.entries(modules)) {
    const { language } = localeOf(path);
    catalogs[language] = { ...catalogs[language], ...module.default };
  }
  return catalogs;
}

const bundledModules = import.meta.glob<CatalogModule>('./locales/*/{common,nav,footer}.json', { eager: true });
/** Loaded on demand: every other namespace, by language and name. */
const lazyModules = import.meta.glob<CatalogModule>(['./locales/*/*.json', '!./locales/*/{common,nav,footer}.json']);

/** The namespaces bundled with the app (the shell's). */
export const bundledNamespaces = [...new Set(Object.keys(bundledModules).map((path) => localeOf(path).namespace))];

/** Every namespace that exists in English, for tests that render features outside their routes. */
export const featureNamespaces = Object.keys(lazyModules)
  .map(localeOf)
  .filter(({ language }) => language === defaultLanguage)
  .map(({ namespace }) => namespace);

export const i18n = setupI18n({
  // A message without a translation (a typo, or a route that forgot a namespace) is a bug: say so
  // loudly, so that tests and the browser journeys (no console errors) catch it.
  missing: (_language, id) => {
    console.error(`Missing translation: ${id}`);
    return id;
  },
});
i18n.load(collectCatalogs(bundledModules));
i18n.activate(defaultLanguage);

// Every load or language change bumps the version, which useTranslation re-renders on.
let version = 0;
i18n.on('change', () => (version += 1));
export const catalogVersion = () => version;
export const onCatalogChange = (listener: () => void): (() => void) => i18n.on('change', listener);

const loaded = new Set<string>(bundledNamespaces.map((namespace) => `${defaultLanguage}/${namespace}`));

/** Loads feature namespaces of the current language (a no-op for those already loaded). */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  const language = i18n.locale;
  const missing = namespaces.filter((namespace) => !loaded.has(`${language}/${namespace}`));
  if (missing.length === 0) return;
  const modules = await Promise.all(
    missing.map((namespace) => {
      const load = lazyModules[`./locales/${language}/${namespace}.json`];
      if (!load) throw new Error(`No locale file locales/${language}/${namespace}.json`);
      return load();
    }),
  );
  i18n.load(language, Object.assign({}, ...modules.map((module) => module.default)) as Messages);
  missing.forEach((namespace) => loaded.add(`${language}/${namespace}`));
}

/** Whether a message id (`namespace:key`) exists in the current language. */
export const hasMessage = (id: string): boolean => i18n.messages[id] !== undefined;

/** Translates outside React (tests, error mapping): `translate('auth:errors.unknown')`. */
export const translate = (id: string, values?: Record<string, unknown>): string => i18n._(id, values);
