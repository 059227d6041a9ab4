import type { Plugin } from 'vite';
import { compileCatalog, type CatalogSource } from '../src/i18n/catalog.ts';

const LOCALE_FILE = /\/src\/i18n\/locales\/[^/]+\/([^/]+)\.json$/;

/**
 * Compiles each locale file into Lingui's catalog form as it is imported (build, dev server and
 * tests alike), so the app ships precompiled messages and no ICU parser. JSON in, JSON out: Vite's
 * own JSON handling then makes the module as usual.
 */
export function i18nCatalogs(): Plugin {
  return {
    name: 'voa:i18n-catalogs',
    enforce: 'pre',
    transform(code, id) {
      const namespace = LOCALE_FILE.exec(id.split('?')[0] ?? '')?.[1];
      if (!namespace) return null;
      return { code: JSON.stringify(compileCatalog(namespace, JSON.parse(code) as CatalogSource)), map: null };
    },
  };
}
