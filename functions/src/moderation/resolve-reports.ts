import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type ReportStatus } from '#shared/model/index.js';

/** However the content went, its open reports are decided and reporters told. Safe to repeat. */
export async function resolveReportsOf(db: Firestore, post: string, comment = ''): Promise<number> {
  const open = await db
    .collection(COLLECTIONS.reports)
    .where('post', '==', post)
    .where('comment', '==', comment)
    .where('status', '==', 'open' satisfies ReportStatus)
    .get();
  if (open.empty) return 0;
  const batch = db.batch();
  for (const report of open.docs) {
    batch.update(report.ref, { status: 'removed' satisfies ReportStatus, decided: FieldValue.serverTimestamp() });
  }
  await batch.commit();
  return open.size;
}
