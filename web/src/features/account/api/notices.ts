import { loadFirestore } from '@/lib/firebase/load-firestore';
import { COLLECTIONS } from '@/lib/model';

/** A write batch holds at most 500 writes. */
const BATCH = 500;

/**
 * Marks the member's notices `ids` (users/{uid}/notifications) read: `read` is the one field the
 * rules let them change. One batch per 500, so "Mark all as read" is one write for a usual list.
 */
export async function markNoticesRead(uid: string, ids: readonly string[]): Promise<void> {
  const { db, doc, writeBatch } = await loadFirestore();
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = writeBatch(db);
    for (const id of ids.slice(start, start + BATCH)) {
      batch.update(doc(db, COLLECTIONS.users, uid, COLLECTIONS.notifications, id), { read: true });
    }
    await batch.commit();
  }
}
