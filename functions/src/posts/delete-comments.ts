import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../shared/model/index.js';

/**
 * posts/{slug} deleted: its comments are deleted too. Firestore does not delete a document's
 * subcollections with it, and comments left under a deleted post would be members' words kept
 * with no page to see or remove them.
 *
 * A slug can be taken again by a new post before this runs (the trigger is asynchronous and
 * retried). Skipping the cleanup whenever the post exists again would leave the old post's
 * comments under the new one, shown under a text their authors never answered; deleting every
 * comment would take the new post's. So what decides is time: a comment belongs to the post that
 * existed when it was written (the rules let a member comment only on an existing, published
 * post), so a comment created before the current post was created belongs to a deleted one and
 * goes, and a comment created with it or after stays (the seed writes a post and its comments in
 * one batch: the same commit time, kept). Both times are Firestore's own commit times
 * (createTime), not fields a client wrote.
 *
 * The comments are read before the post: a comment read then that belongs to a post created
 * since must have been created after it, so it is kept; reading the post first could miss a
 * post created between the two reads and delete its first comments.
 *
 * Safe to repeat (the trigger retries): a second run finds only the comments it must keep.
 * Each deletion reaches the countComments trigger, which leaves a missing post missing and
 * recounts a re-created one (comments/count.ts). Comments have no subcollections, so deleting the
 * documents is a complete delete (a BulkWriter rather than recursiveDelete, which could not skip
 * the new post's comments). Returns how many comments were deleted.
 */
/** To the nanosecond: comments written within one millisecond of the new post are told apart. */
const isBefore = (a: Timestamp, b: Timestamp) =>
  a.seconds < b.seconds || (a.seconds === b.seconds && a.nanoseconds < b.nanoseconds);

export async function deleteCommentsOfDeletedPost(post: DocumentReference): Promise<number> {
  // select() with no field: the references and commit times only, not the comments' text.
  const comments = await post.collection(COLLECTIONS.comments).select().get();
  if (comments.empty) return 0;
  const current = await post.get();
  const created = current.exists ? current.createTime : undefined;
  const stale = created ? comments.docs.filter((comment) => isBefore(comment.createTime, created)) : comments.docs;
  if (stale.length === 0) return 0;

  const writer = post.firestore.bulkWriter();
  // BulkWriter retries each failed write itself; one that still fails rejects its own promise
  // (close() does not), which is thrown here so that the trigger is delivered again.
  const results = Promise.allSettled(stale.map((comment) => writer.delete(comment.ref)));
  await writer.close();
  const failed = (await results).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return stale.length;
}
