import i18next, { type BackendModule, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Translations live in locales/<language>/<namespace>.json. Adding a language is adding a folder
 * with the same files as locales/en: it is picked up here without any other change.
 *
 * The shell's namespaces (every page shows them) are bundled with the app; each feature's
 * namespace is a chunk of its own, loaded with the route that needs it (RouteEntry.namespaces),
 * so community strings never weigh on a public page's first load.
 */
export const defaultLanguage = 'en';
export const defaultNamespace = 'common';
export const shellNamespaces = ['common', 'nav', 'footer'] as const;

type LocaleModule = { default: ResourceLanguage[string] };
type LocaleModules = Record<string, LocaleModule>;

const LOCALE_PATH = /\/locales\/([^/]+)\/([^/]+)\.json$/;

/** Turns `./locales/<language>/<namespace>.json` modules into i18next resources. */
export function collectResources(modules: LocaleModules): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(modules)) {
    const match = LOCALE_PATH.exec(path);
    if (!match) throw new Error(`Locale file ${path} is not at locales/<language>/<namespace>.json`);
    const [, language = '', namespace = ''] = match;
    resources[language] = { ...resources[language], [namespace]: module.default };
  }
  return resources;
}

/** Bundled with the app: the shell's namespaces in every language. */
export const resources = collectResources(
  import.meta.glob<LocaleModule>('./locales/*/{common,nav,footer}.json', { eager: true }),
);

/** What the app bundles, read before i18next adds loaded namespaces to the same store. */
export const bundledNamespaces = Object.keys(resources[defaultLanguage] ?? {});

/** Loaded on demand: every other namespace, by language and name. */
const lazyLocales = import.meta.glob<LocaleModule>(['./locales/*/*.json', '!./locales/*/{common,nav,footer}.json']);

/** Every namespace that exists in English, for tests that render features outside their routes. */
export const featureNamespaces = Object.keys(lazyLocales)
  .map((path) => LOCALE_PATH.exec(path))
  .filter((match) => match?.[1] === defaultLanguage)
  .map((match) => match?.[2] ?? '');

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    const load = lazyLocales[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`No locale file locales/${language}/${namespace}.json`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

void i18next
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    defaultNS: defaultNamespace,
    ns: [...shellNamespaces],
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
    // A key without a translation (a typo, or a route that forgot a namespace) is a bug: say so
    // loudly, so that tests and the browser journeys (no console errors) catch it.
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => console.error(`Missing translation: ${namespace}:${key}`),
  });

/** Loads feature namespaces (a no-op for those already loaded). */
export const loadNamespaces = (namespaces: readonly string[]) =>
  namespaces.length > 0 ? i18next.loadNamespaces([...namespaces]) : Promise.resolve();

export { i18next };
