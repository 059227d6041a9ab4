import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '#shared/model/index.js';
import { bannedBookWords, keepSearchWords, type Data } from './search-words.js';

/** bannedBooks/{id} written: its search words (title and author). */
export async function onBannedBookWrittenForSearch(db: Firestore, id: string, after: Data): Promise<boolean> {
  return keepSearchWords(db, db.collection(COLLECTIONS.bannedBooks).doc(id), after, bannedBookWords);
}
