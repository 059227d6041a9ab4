import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type ReportStatus } from '#shared/model/index.js';

/**
 * Marks the open reports of a deleted post ('' comment) or comment as removed: however the content
 * went (the report queue, the post page's Remove, its author, the post's deletion), the reports
 * about it are decided, and their reporters are told (notify-on-report-written.ts). Safe to repeat:
 * only open reports change. Returns how many changed.
 */
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
