import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '#shared/model/index.js';
import { recountPostTags } from './index-post-for-search.js';
import {
  accountWords,
  bannedBookWords,
  insightWords,
  keepSearchWords,
  libraryItemWords,
  memberWords,
  postWords,
} from './search-words.js';

/** How many documents of each kind were given new words. */
export interface IndexedForSearch {
  posts: number;
  bannedBooks: number;
  users: number;
  libraryItems: number;
  insights: number;
  members: number;
  tagsWritten: boolean;
}

/** For documents written while the triggers were not deployed; writes only what differs. */
export async function indexAllForSearch(db: Firestore): Promise<IndexedForSearch> {
  const indexCollection = async (name: string, wordsOf: (data: Record<string, unknown>) => string[]) => {
    let written = 0;
    for (const doc of (await db.collection(name).get()).docs) {
      if (await keepSearchWords(db, doc.ref, doc.data(), wordsOf)) written += 1;
    }
    return written;
  };
  const posts = await indexCollection(COLLECTIONS.posts, postWords);
  const bannedBooks = await indexCollection(COLLECTIONS.bannedBooks, bannedBookWords);
  const users = await indexCollection(COLLECTIONS.users, accountWords);
  const libraryItems = await indexCollection(COLLECTIONS.libraryItems, libraryItemWords);
  const insights = await indexCollection(COLLECTIONS.insights, insightWords);
  const members = await indexCollection(COLLECTIONS.members, memberWords);
  return { posts, bannedBooks, users, libraryItems, insights, members, tagsWritten: await recountPostTags(db) };
}
