// The member's uploads that nothing uses yet, for deleteAccount (docs/decisions/0013, 0040).

import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { MEDIA_COLLECTION } from '#shared/model/index.js';
import { BATCH_SIZE } from './batches.js';

const usedByOf = (record: DocumentSnapshot) => (record.get('usedBy') as string[] | undefined) ?? [];

/** The uploads no document uses; those in use go with their documents (attach triggers). Safe to repeat. */
export async function deleteUnattachedUploadsOf(db: Firestore, uid: string): Promise<number> {
  // Two equalities: served by the single-field indexes, no composite one.
  const unattached = db.collection(MEDIA_COLLECTION).where('owner', '==', uid).where('usedBy', '==', []);
  let deleted = 0;
  for (;;) {
    const snapshot = await unattached.select().limit(BATCH_SIZE).get();
    if (snapshot.empty) return deleted;
    for (const { ref } of snapshot.docs) {
      // Read again in a transaction: an attach trigger may have given it a document since the query.
      const gone = await db.runTransaction(async (transaction) => {
        const record = await transaction.get(ref);
        if (!record.exists || usedByOf(record).length > 0) return false;
        transaction.delete(ref);
        return true;
      });
      if (gone) deleted += 1;
    }
  }
}
