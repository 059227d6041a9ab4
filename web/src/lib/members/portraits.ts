import { useMemo } from 'react';
import { useLoad } from '@/lib/data/use-load';
import type { LoadOptions } from '@/lib/data/server-data';
import { loadFirestore } from '@/lib/firebase/load-firestore';
import { COLLECTIONS, LIMITS } from '@/lib/model';

/** Members' portraits by uid: only those whose card has one. */
export type Portraits = ReadonlyMap<string, string>;

const NONE: Portraits = new Map();

/** Bylines copy the name only, so a new portrait shows everywhere at once. */
export async function loadPortraits(uids: readonly string[]): Promise<Portraits> {
  const distinct = [...new Set(uids.filter((uid) => uid !== ''))];
  if (distinct.length === 0) return NONE;
  const { collection, db, documentId, getDocs, limit, query, where } = await loadFirestore();
  // The rules list at most LIMITS.query.members cards at a time; an `in` filter takes up to 30 values.
  const size = Math.min(LIMITS.query.members, 30);
  const groups = Array.from({ length: Math.ceil(distinct.length / size) }, (_, i) =>
    distinct.slice(i * size, (i + 1) * size),
  );
  const pages = await Promise.all(
    groups.map((group) =>
      getDocs(query(collection(db, COLLECTIONS.members), where(documentId(), 'in', group), limit(group.length))),
    ),
  );
  const portraits = new Map<string, string>();
  for (const card of pages.flatMap((page) => page.docs)) {
    const portrait: unknown = card.get('portraitUrl');
    if (typeof portrait === 'string' && portrait !== '') portraits.set(card.id, portrait);
  }
  return portraits;
}

/** Empty until they arrive or if they fail: the initials stand in for a portrait. */
export function usePortraits(uids: readonly string[], options: LoadOptions = {}): Portraits {
  const key = [...new Set(uids)].sort().join(' ');
  // As pairs: a server render's island carries JSON, which has no Map.
  const loaded = useLoad(
    key,
    () =>
      loadPortraits(key === '' ? [] : key.split(' ')).then(
        (portraits) => [...portraits],
        (error: unknown) => {
          console.error('Loading portraits failed', error);
          return [];
        },
      ),
    options,
  );
  const pairs = loaded.status === 'ready' ? loaded.data : null;
  return useMemo(() => (pairs ? new Map(pairs) : NONE), [pairs]);
}
