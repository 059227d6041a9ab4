import { countedWrite } from '@/lib/firebase/counted-write';
import { writeAudited } from '@/lib/firebase/audited-write';
import { fetchPage, loadFirestore, toDate, toText, type Cursor, type Page } from '@/lib/firebase/load-firestore';
import { COLLECTIONS, LIMITS, rateTargets, reportId, type ReportStatus } from '@/lib/model';
import type { ErrorKeys } from '@/lib/errors/error-message';

/** What a member reports: a published post (no comment) or a comment on one, as they saw it. */
export interface ReportTarget {
  post: string;
  comment?: string;
  /** The comment's text, or the post's title: the rules check it is the stored one. */
  quoted: string;
}

/** A report as the admins' queue shows it. */
export interface QueuedReport {
  id: string;
  post: string;
  /** The post's title now; '' when the post is gone (its reports are then being decided). */
  postTitle: string;
  comment: string;
  reason: string;
  quoted: string;
  status: ReportStatus;
  created: Date | null;
}

export const REPORT_REASON = LIMITS.report.reason;

/** When the member reported this already (one report per member and thing), or null. */
export async function reportedOn(uid: string, target: ReportTarget): Promise<Date | null> {
  const { db, doc, getDoc } = await loadFirestore();
  const stored = await getDoc(doc(db, COLLECTIONS.reports, reportId(uid, target.post, target.comment)));
  return stored.exists() ? (toDate(stored.get('created')) ?? new Date()) : null;
}

/** An active member reports a post or a comment, counted (LIMITS.rate.report: RateLimitError when full). */
export async function sendReport(uid: string, target: ReportTarget, reason: string): Promise<void> {
  const id = reportId(uid, target.post, target.comment);
  await countedWrite(uid, 'report', async (transaction, { db, doc, serverTimestamp }) => {
    transaction.set(doc(db, COLLECTIONS.reports, id), {
      reporterUid: uid,
      post: target.post,
      comment: target.comment ?? '',
      reason: reason.trim(),
      quoted: target.quoted,
      status: 'open',
      created: serverTimestamp(),
    });
    return { counted: rateTargets.report(id), result: undefined };
  });
}

export const REPORT_ERRORS: ErrorKeys = {
  'rate-limited': 'reports:form.rateLimited',
  'permission-denied': 'reports:form.refused',
  default: 'reports:form.failed',
};

const toQueuedReport = (snapshot: Cursor): QueuedReport => ({
  id: snapshot.id,
  post: toText(snapshot.get('post')),
  postTitle: '',
  comment: toText(snapshot.get('comment')),
  reason: toText(snapshot.get('reason')),
  quoted: toText(snapshot.get('quoted')),
  status: snapshot.get('status') as ReportStatus,
  created: toDate(snapshot.get('created')),
});

export const REPORTS_PAGE_SIZE = 20;

/** Read for the page in `in` queries of up to 30 posts. */
export async function fetchOpenReports(after: Cursor | null): Promise<Page<QueuedReport>> {
  const sdk = await loadFirestore();
  const { collection, db, documentId, getDocs, orderBy, query, where } = sdk;
  const open = query(collection(db, COLLECTIONS.reports), where('status', '==', 'open'), orderBy('created', 'asc'));
  const page = await fetchPage(sdk, open, REPORTS_PAGE_SIZE, after, toQueuedReport);
  const slugs = [...new Set(page.items.map((report) => report.post).filter((slug) => slug !== ''))];
  const groups = Array.from({ length: Math.ceil(slugs.length / 30) }, (_, i) => slugs.slice(i * 30, (i + 1) * 30));
  const posts = await Promise.all(
    groups.map((group) => getDocs(query(collection(db, COLLECTIONS.posts), where(documentId(), 'in', group)))),
  );
  const titles = new Map(posts.flatMap((read) => read.docs).map((post) => [post.id, toText(post.get('title'))]));
  return { ...page, items: page.items.map((report) => ({ ...report, postTitle: titles.get(report.post) ?? '' })) };
}

/** An admin keeps the content: the report is dismissed, and its reporter told (by a function). */
export async function dismissReport(id: string): Promise<void> {
  await writeAudited((batch, { db, doc, serverTimestamp }) => {
    const target = doc(db, COLLECTIONS.reports, id);
    batch.update(target, { status: 'dismissed', decided: serverTimestamp() });
    return { action: 'dismissReport', target };
  });
}

/** A function then marks every open report of it removed and tells each reporter. */
export async function removeReported(report: Pick<QueuedReport, 'post' | 'comment'>): Promise<void> {
  const sdk = await loadFirestore();
  const post = sdk.doc(sdk.db, COLLECTIONS.posts, report.post);
  if (report.comment) {
    await writeAudited((batch) => {
      const target = sdk.doc(post, COLLECTIONS.comments, report.comment);
      batch.delete(target);
      return { action: 'deleteComment', target };
    });
    return;
  }
  const title = toText((await sdk.getDoc(post)).get('title'));
  await writeAudited((batch) => {
    batch.delete(post);
    return { action: 'deletePost', target: post, name: title };
  });
}
