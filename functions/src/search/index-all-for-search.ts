import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '#shared/model/index.js';
import { recountPostTags } from './index-post-for-search.js';
import { accountWords, bannedBookWords, keepSearchWords, postWords } from './search-words.js';

/** For documents written while the triggers were not deployed; writes only what differs. */
export async function indexAllForSearch(
  db: Firestore,
): Promise<{ posts: number; bannedBooks: number; users: number; tagsWritten: boolean }> {
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
  return { posts, bannedBooks, users, tagsWritten: await recountPostTags(db) };
}
