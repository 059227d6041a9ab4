import { useMemo, useSyncExternalStore } from 'react';
import { catalogVersion, defaultNamespace, i18n, onCatalogChange } from './i18n';

type Values = Record<string, unknown>;

export interface Translation {
  /** The message `key` of this namespace, or `other:key` of another one, with its values. */
  t: (key: string, values?: Values) => string;
  /** The messages of a list (`guidelines: [...]` in the locale file), in order. */
  list: (key: string) => string[];
  /** The active language, for Intl formatting of dates and numbers. */
  language: string;
}

/** Reads the app's Lingui instance directly, so a component rendered on its own translates as in the app. */
export function useTranslation(namespace: string = defaultNamespace): Translation {
  // The same snapshot while prerendering and hydrating: the catalogs are loaded before either.
  const version = useSyncExternalStore(onCatalogChange, catalogVersion, catalogVersion);
  return useMemo(() => {
    const idOf = (key: string) => (key.includes(':') ? key : `${namespace}:${key}`);
    const t = (key: string, values?: Values) => i18n._(idOf(key), values);
    const list = (key: string) => {
      const id = idOf(key);
      const items: string[] = [];
      while (i18n.messages[`${id}.${items.length}`] !== undefined) items.push(i18n._(`${id}.${items.length}`));
      return items;
    };
    return { t, list, language: i18n.locale };
    // `version` is the catalog's: a new `t` when messages arrive, so memoised children re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [namespace, version]);
}
