import { textsOf, toDate, type Cursor } from '@/lib/firebase/load-firestore';
import { matchesQuery } from '@/lib/text/search';
import type { LibraryCategory, LibraryItem as StoredLibraryItem } from '@/lib/model';

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

/** Case- and accent-insensitive match of the query against title and author. */
export function matchesSearch(item: LibraryItem, search: string): boolean {
  return matchesQuery(`${item.title} ${item.author}`, search);
}
