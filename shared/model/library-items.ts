import { fieldsOf, someFieldsOf } from './fields.js';

/** The fixed categories (firestore.rules: libraryCategories); labels in web locales/en/library.json. */
export const LIBRARY_CATEGORIES = ['fiction', 'poetry', 'essays', 'memoir', 'history', 'resources'] as const;
export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number];

export type LibraryItem<Time> = {
  title: string;
  author: string;
  year: number | null;
  description: string;
  coverUrl: string;
  /** The cover described (UPLOAD_LIMITS.alt), required with a cover; '' without one; absent from older items. */
  coverAlt?: string;
  linkUrl: string;
  category: LibraryCategory;
  created: Time;
  updated: Time;
  /** Kept by the search trigger alone (search.ts). */
  searchWords?: string[];
};

export const LIBRARY_ITEM_FIELDS = fieldsOf<LibraryItem<unknown>>()(
  'title',
  'author',
  'year',
  'description',
  'coverUrl',
  'coverAlt',
  'linkUrl',
  'category',
  'created',
  'updated',
  'searchWords',
);

/** The keys every item holds (firestore.rules: isValidLibraryItem); older items lack `coverAlt`. */
export const LIBRARY_ITEM_REQUIRED_FIELDS = someFieldsOf<LibraryItem<unknown>>()(
  'title',
  'author',
  'year',
  'description',
  'coverUrl',
  'linkUrl',
  'category',
  'created',
  'updated',
);
