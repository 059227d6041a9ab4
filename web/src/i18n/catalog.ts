import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** A namespace file as translators write it: nested objects of ICU messages, lists as arrays. */
export type CatalogSource = { [key: string]: string | string[] | CatalogSource };

/** One compiled message per id, as Lingui's runtime reads it without a compiler in the bundle. */
export type CompiledCatalog = Record<string, ReturnType<typeof compileMessageOrThrow>>;

/** Runs at build time (scripts/i18n-catalogs.ts), so the ICU parser never ships; a bad message fails the build. */
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

/** What a language lacks of the base language's messages, and what it has that the base does not. */
export interface CatalogGap {
  missing: string[];
  extra: string[];
}

/** Languages that match are left out, so a complete set gives {}. */
export function catalogGaps(
  idsByLanguage: Record<string, readonly string[]>,
  base: string,
): Record<string, CatalogGap> {
  const baseIds = new Set(idsByLanguage[base] ?? []);
  const gaps: Record<string, CatalogGap> = {};
  for (const [language, ids] of Object.entries(idsByLanguage)) {
    if (language === base) continue;
    const own = new Set(ids);
    const missing = [...baseIds].filter((id) => !own.has(id)).sort();
    const extra = [...own].filter((id) => !baseIds.has(id)).sort();
    if (missing.length > 0 || extra.length > 0) gaps[language] = { missing, extra };
  }
  return gaps;
}
