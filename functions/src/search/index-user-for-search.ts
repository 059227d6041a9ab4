import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '#shared/model/index.js';
import { accountWords, keepSearchWords, type Data } from './search-words.js';

/** users/{uid} written: its search words (display name and e-mail address), for the admins' member list. */
export async function onUserWrittenForSearch(db: Firestore, uid: string, after: Data): Promise<boolean> {
  return keepSearchWords(db, db.collection(COLLECTIONS.users).doc(uid), after, accountWords);
}
