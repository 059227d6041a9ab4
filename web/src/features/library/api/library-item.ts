import { toDate, type Cursor } from '@/lib/firebase/load-firestore';
import { matchesQuery } from '@/lib/text/search';

/** The fixed categories of firestore.rules (libraryCategories); labels in locales/en/library.json. */
export const LIBRARY_CATEGORIES = ['fiction', 'poetry', 'essays', 'memoir', 'history', 'resources'] as const;
export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number];

/** libraryItems/{id}: a book, essay or resource. */
export interface LibraryItem {
  id: string;
  title: string;
  author: string;
  year: number | null;
  description: string;
  coverUrl: string;
  linkUrl: string;
  category: LibraryCategory;
  updated: Date | null;
}

export function libraryItemFromSnapshot(snapshot: Cursor): LibraryItem {
  const data = snapshot.data();
  return {
    id: snapshot.id,
    title: String(data.title ?? ''),
    author: String(data.author ?? ''),
    year: typeof data.year === 'number' ? data.year : null,
    description: String(data.description ?? ''),
    coverUrl: String(data.coverUrl ?? ''),
    linkUrl: String(data.linkUrl ?? ''),
    category: data.category as LibraryCategory,
    updated: toDate(data.updated),
  };
}

/** Case- and accent-insensitive match of the query against title and author. */
export function matchesSearch(item: LibraryItem, search: string): boolean {
  return matchesQuery(`${item.title} ${item.author}`, search);
}
