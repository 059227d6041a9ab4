import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '#shared/model/index.js';
import { REGION } from '../options.js';
import { onBannedBookWrittenForSearch } from './index-banned-book-for-search.js';
import {
  onInsightWrittenForSearch,
  onLibraryItemWrittenForSearch,
  onMemberCardWrittenForSearch,
} from './index-content-for-search.js';
import { onPostWrittenForSearch } from './index-post-for-search.js';
import { onUserWrittenForSearch } from './index-user-for-search.js';
import type { Data } from './search-words.js';

/** Retries on: safe, as each run computes from the documents as they are now and writes only what differs. */
const TRIGGER = { retry: true, region: REGION } as const;

const data = (snapshot: { data: () => Record<string, unknown> | undefined } | undefined): Data => snapshot?.data();

/** posts/{slug}: its searchWords, and stats/postTags (the tags in use, for "Browse by tag"). */
export const indexPostForSearch = onDocumentWritten(
  { ...TRIGGER, document: `${COLLECTIONS.posts}/{slug}` },
  async (event) => {
    await onPostWrittenForSearch(getFirestore(), event.params.slug, data(event.data?.before), data(event.data?.after));
  },
);

/** bannedBooks/{id}: its searchWords. */
export const indexBannedBookForSearch = onDocumentWritten(
  { ...TRIGGER, document: `${COLLECTIONS.bannedBooks}/{id}` },
  async (event) => {
    await onBannedBookWrittenForSearch(getFirestore(), event.params.id, data(event.data?.after));
  },
);

/** users/{uid}: its searchWords (name and address), which only the admins' member list queries. */
export const indexUserForSearch = onDocumentWritten(
  { ...TRIGGER, document: `${COLLECTIONS.users}/{uid}` },
  async (event) => {
    await onUserWrittenForSearch(getFirestore(), event.params.uid, data(event.data?.after));
  },
);

/** libraryItems/{id}: its searchWords, for /search. */
export const indexLibraryItemForSearch = onDocumentWritten(
  { ...TRIGGER, document: `${COLLECTIONS.libraryItems}/{id}` },
  async (event) => {
    await onLibraryItemWrittenForSearch(getFirestore(), event.params.id, data(event.data?.after));
  },
);

/** insights/{id}: its searchWords, for /search's news. */
export const indexInsightForSearch = onDocumentWritten(
  { ...TRIGGER, document: `${COLLECTIONS.insights}/{id}` },
  async (event) => {
    await onInsightWrittenForSearch(getFirestore(), event.params.id, data(event.data?.after));
  },
);

/** members/{uid}: its searchWords (the name), for the directories' search and /search. */
export const indexMemberForSearch = onDocumentWritten(
  { ...TRIGGER, document: `${COLLECTIONS.members}/{uid}` },
  async (event) => {
    await onMemberCardWrittenForSearch(getFirestore(), event.params.uid, data(event.data?.after));
  },
);
