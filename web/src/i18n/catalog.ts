import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** A namespace file as translators write it: nested objects of ICU messages, lists as arrays. */
export type CatalogSource = { [key: string]: string | string[] | CatalogSource };

/** One compiled message per id, as Lingui's runtime reads it without a compiler in the bundle. */
export type CompiledCatalog = Record<string, ReturnType<typeof compileMessageOrThrow>>;

/**
 * Turns `locales/<language>/<namespace>.json` into Lingui's compiled catalog. Ids are
 * `<namespace>:<dotted.path>` (`nav:items.about`); an array becomes `<path>.0`, `<path>.1`… so a
 * list of sentences stays a list for translators. Runs at build time (scripts/i18n-catalogs.ts),
 * so the ICU parser never ships; a message that does not parse fails the build, naming its id.
 */
export function compileCatalog(namespace: string, source: CatalogSource): CompiledCatalog {
  const catalog: CompiledCatalog = {};
  const visit = (value: CatalogSource[string], path: string) => {
    if (typeof value === 'string') {
      try {
        catalog[`${namespace}:${path}`] = compileMessageOrThrow(value);
      } catch (error) {
        throw new Error(`Message ${namespace}:${path} is not valid ICU MessageFormat: ${String(error)}`, {
          cause: error,
        });
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${path}.${index}`));
    } else {
      for (const [key, inner] of Object.entries(value)) visit(inner, path ? `${path}.${key}` : key);
    }
  };
  visit(source, '');
  return catalog;
}
