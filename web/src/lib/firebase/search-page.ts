import type { Query } from 'firebase/firestore/lite';
import { leadingWord, matchesSearchWords, queryKey, wordsForSearch } from '@/lib/text/search';
import { fetchPage, loadFirestore, type Cursor, type Page, type Sdk } from './load-firestore';

/**
 * Firestore allows one `array-contains` a query: it asks for the longest word and the client checks the rest (and
 * `alsoKeep`) in batches of `batch` + 1, within the rules' limit.
 */
export async function fetchSearchPage<T>({
  search,
  list,
  after,
  pageSize,
  batch,
  convert,
  alsoKeep,
  batches,
}: {
  search: string;
  /** The public list's query (its filters and order), before the search word is added. */
  list: (sdk: Sdk) => Query;
  after: Cursor | null;
  pageSize: number;
  batch: number;
  convert: (snapshot: Cursor) => T;
  alsoKeep?: ((snapshot: Cursor) => boolean) | undefined;
  /** The most batches a page of a several-word search reads (fetchPage's budget). */
  batches?: number | undefined;
}): Promise<Page<T>> {
  const words = wordsForSearch(search);
  const lead = leadingWord(words);
  if (lead === undefined) return { items: [], next: null };
  const sdk = await loadFirestore();
  const key = queryKey(lead);
  const base = sdk.query(list(sdk), sdk.where('searchWords', 'array-contains', key));
  // One word that the query matched as typed: every document it returns matches, no check needed.
  // A word longer than the stored beginnings was queried by its start and is checked whole.
  if (words.length === 1 && key === lead && !alsoKeep) return fetchPage(sdk, base, pageSize, after, convert);
  const keep = (snapshot: Cursor) =>
    matchesSearchWords(snapshot.get('searchWords'), words) && (alsoKeep?.(snapshot) ?? true);
  return fetchPage(sdk, base, pageSize, after, convert, { keep, batch, ...(batches ? { batches } : {}) });
}
