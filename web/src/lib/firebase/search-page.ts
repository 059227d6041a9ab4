import type { Query } from 'firebase/firestore/lite';
import { holdsAllWords, leadingWord, wordsForSearch } from '../text/search';
import { fetchFilteredPage, fetchPage, loadFirestore, type Cursor, type Page, type Sdk } from './load-firestore';

/**
 * A page of the documents of a public list whose searchWords (functions/src/search) hold every word
 * of `search`; an empty page when the search has no word. Firestore allows one `array-contains` a
 * query, so the query asks for the longest word (the rarest, as a rule) and the client checks the
 * other words, and `alsoKeep` if given, on what comes back (fetchFilteredPage, in batches of
 * `batch` + 1: keep that within the rules' limit of the list).
 */
export async function fetchSearchPage<T>({
  search,
  list,
  after,
  pageSize,
  batch,
  convert,
  alsoKeep,
}: {
  search: string;
  /** The public list's query (its filters and order), before the search word is added. */
  list: (sdk: Sdk) => Query;
  after: Cursor | null;
  pageSize: number;
  batch: number;
  convert: (snapshot: Cursor) => T;
  alsoKeep?: ((snapshot: Cursor) => boolean) | undefined;
}): Promise<Page<T>> {
  const words = wordsForSearch(search);
  const lead = leadingWord(words);
  if (lead === undefined) return { items: [], next: null };
  const sdk = await loadFirestore();
  const base = sdk.query(list(sdk), sdk.where('searchWords', 'array-contains', lead));
  if (words.length === 1 && !alsoKeep) return fetchPage(sdk, base, pageSize, after, convert);
  const keep = (snapshot: Cursor) =>
    holdsAllWords(snapshot.get('searchWords'), words) && (alsoKeep?.(snapshot) ?? true);
  return fetchFilteredPage(sdk, base, pageSize, after, keep, convert, batch);
}
