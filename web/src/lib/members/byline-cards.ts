import { useMemo } from 'react';
import { useLoad } from '@/lib/data/use-load';
import type { LoadOptions } from '@/lib/data/server-data';
import { loadFirestore, type Cursor } from '@/lib/firebase/load-firestore';
import { COLLECTIONS, LIMITS } from '@/lib/model';

/** What a byline shows of its author's card now: their portrait ('' for none) and their page's slug ('' before one). */
export interface BylineCard {
  portraitUrl: string;
  slug: string;
}

/** Members' cards by uid: only those who have one. */
export type BylineCards = ReadonlyMap<string, BylineCard>;

const NONE: BylineCards = new Map();

const textOf = (card: Cursor, field: string) => {
  const value: unknown = card.get(field);
  return typeof value === 'string' ? value : '';
};

/** Bylines copy the name only, so a new portrait shows everywhere at once and the link finds the member's page. */
export async function loadBylineCards(uids: readonly string[]): Promise<BylineCards> {
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
  return new Map(
    pages
      .flatMap((page) => page.docs)
      .map((card) => [card.id, { portraitUrl: textOf(card, 'portraitUrl'), slug: textOf(card, 'slug') }]),
  );
}

/** Empty until they arrive or if they fail: the initials stand in for a portrait, the uid's address for the slug's. */
export function useBylineCards(uids: readonly string[], options: LoadOptions = {}): BylineCards {
  const key = [...new Set(uids)].sort().join(' ');
  // As pairs: a server render's island carries JSON, which has no Map.
  const loaded = useLoad(
    key,
    () =>
      loadBylineCards(key === '' ? [] : key.split(' ')).then(
        (cards) => [...cards],
        (error: unknown) => {
          console.error('Loading bylines’ cards failed', error);
          return [];
        },
      ),
    options,
  );
  const pairs = loaded.status === 'ready' ? loaded.data : null;
  return useMemo(() => (pairs ? new Map(pairs) : NONE), [pairs]);
}
