import type { DocumentData, Firestore, Query, QueryDocumentSnapshot, UpdateData } from 'firebase-admin/firestore';

export const BATCH_SIZE = 500;

export async function deleteAll(db: Firestore, query: Query): Promise<number> {
  let deleted = 0;
  for (;;) {
    const snapshot = await query.limit(BATCH_SIZE).get();
    if (snapshot.empty) return deleted;
    const batch = db.batch();
    snapshot.docs.forEach((doc) => batch.delete(doc.ref));
    await batch.commit();
    deleted += snapshot.size;
  }
}

/** The update must take the document out of the query, or this would not end. Returns how many. */
export async function updateAll(
  db: Firestore,
  query: Query,
  update: (doc: QueryDocumentSnapshot) => UpdateData<DocumentData>,
): Promise<number> {
  let updated = 0;
  for (;;) {
    const snapshot = await query.limit(BATCH_SIZE).get();
    if (snapshot.empty) return updated;
    const batch = db.batch();
    snapshot.docs.forEach((doc) => batch.update(doc.ref, update(doc)));
    await batch.commit();
    updated += snapshot.size;
  }
}
