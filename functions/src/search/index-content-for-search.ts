import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '#shared/model/index.js';
import { insightWords, keepSearchWords, libraryItemWords, memberWords, type Data } from './search-words.js';

// The lists /search reads besides posts and banned books: each document's words, as the other handlers keep them.

/** libraryItems/{id} written: its search words (title, author, description). */
export async function onLibraryItemWrittenForSearch(db: Firestore, id: string, after: Data): Promise<boolean> {
  return keepSearchWords(db, db.collection(COLLECTIONS.libraryItems).doc(id), after, libraryItemWords);
}

/** insights/{id} written: its search words (title, byline, tags, summary, body). */
export async function onInsightWrittenForSearch(db: Firestore, id: string, after: Data): Promise<boolean> {
  return keepSearchWords(db, db.collection(COLLECTIONS.insights).doc(id), after, insightWords);
}

/** members/{uid} written (an approval, a new name, a card put back): its search words (the name alone). */
export async function onMemberCardWrittenForSearch(db: Firestore, uid: string, after: Data): Promise<boolean> {
  return keepSearchWords(db, db.collection(COLLECTIONS.members).doc(uid), after, memberWords);
}
