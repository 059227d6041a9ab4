import { textsOf, toDate, type Cursor } from '@/lib/firebase/load-firestore';
import { matchesSearchWords, wordsForSearch } from '@/lib/text/search';
import { libraryItemSearchWords, type LibraryCategory, type LibraryItem as StoredLibraryItem } from '@/lib/model';

/** The fixed categories of firestore.rules (libraryCategories); labels in locales/en/library.json. */
export { LIBRARY_CATEGORIES, type LibraryCategory } from '@/lib/model';

export type LibraryItem = Omit<StoredLibraryItem<Date | null>, 'created' | 'coverAlt'> & {
  id: string;
  coverAlt: string;
};

export function libraryItemFromSnapshot(snapshot: Cursor): LibraryItem {
  const data = snapshot.data();
  return {
    id: snapshot.id,
    ...textsOf(data, ['title', 'author', 'description', 'coverUrl', 'coverAlt', 'linkUrl']),
    year: typeof data.year === 'number' ? data.year : null,
    category: data.category as LibraryCategory,
    updated: toDate(data.updated),
  };
}

/** Each item's keys, made once: the catalogue is filtered again at every search. */
const keysOf = new WeakMap<LibraryItem, string[]>();

/**
 * Whether the item matches the search as /search and the trigger's searchWords would find it (title, author,
 * description; each typed word begins a word): the catalogue is loaded whole, so no query is needed.
 */
export function matchesSearch(item: LibraryItem, search: string): boolean {
  const words = wordsForSearch(search);
  if (words.length === 0) return true;
  let keys = keysOf.get(item);
  if (!keys) {
    keys = libraryItemSearchWords(item);
    keysOf.set(item, keys);
  }
  return matchesSearchWords(keys, words);
}
