import type { DocumentData, Firestore, Query, QueryDocumentSnapshot, UpdateData } from 'firebase-admin/firestore';

/** Firestore allows at most 500 writes in one batch. */
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

/**
 * Updates every document the query finds, in batches; returns how many. The update must take the
 * document out of the query (it replaces the value the query asks for), or this would not end.
 */
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
