import type { DocumentReference, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../shared/model/index.js';
import { changedSinceRead } from '../recompute.js';

/** To the nanosecond: comments written within one millisecond of the new post are told apart. */
const isBefore = (a: Timestamp, b: Timestamp) =>
  a.seconds < b.seconds || (a.seconds === b.seconds && a.nanoseconds < b.nanoseconds);

/** A comment as read: where it is, and when it was written (the delete must find it unchanged). */
export type ReadComment = Pick<QueryDocumentSnapshot, 'ref' | 'createTime' | 'updateTime'>;

/** How many passes a run makes while comments change under it, before it fails (and is retried). */
const MAX_PASSES = 3;

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
 * A comment is deleted only if it is unchanged since it was read (deleteIfUnchanged); one that
 * changed is judged again on a fresh read, up to three passes. Safe to repeat (the trigger
 * retries): a second run finds only the comments it must keep.
 * Each deletion reaches the countComments trigger, which leaves a missing post missing and
 * recounts a re-created one (count-comments.ts). Comments have no subcollections, so deleting the
 * documents is a complete delete (a BulkWriter rather than recursiveDelete, which could not skip
 * the new post's comments). Returns how many comments were deleted.
 */
export async function deleteCommentsOfDeletedPost(post: DocumentReference): Promise<number> {
  let deleted = 0;
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    const result = await deleteIfUnchanged(await staleComments(post));
    deleted += result.deleted;
    if (result.changed === 0) return deleted;
  }
  throw new Error(`The comments of ${post.path} kept changing while they were being deleted; the trigger will retry.`);
}

/** The comments that belong to no existing post: every one if the post is gone, else the older ones. */
export async function staleComments(post: DocumentReference): Promise<ReadComment[]> {
  // select() with no field: the references and commit times only, not the comments' text.
  const comments = await post.collection(COLLECTIONS.comments).select().get();
  if (comments.empty) return [];
  const current = await post.get();
  const created = current.exists ? current.createTime : undefined;
  return created ? comments.docs.filter((comment) => isBefore(comment.createTime, created)) : comments.docs;
}

/**
 * Deletes each comment only if it is still the one read (the precondition on its update time).
 * Between the read and the delete a comment can be edited, or, at the same path, written anew
 * with a re-created post (the tests' fixtures reuse ids; in production a re-created comment has a
 * new id): either way it is counted as changed, left alone, and judged again by the next pass.
 */
export async function deleteIfUnchanged(
  comments: readonly ReadComment[],
): Promise<{ deleted: number; changed: number }> {
  const [first] = comments;
  if (!first) return { deleted: 0, changed: 0 };
  const writer = first.ref.firestore.bulkWriter();
  // BulkWriter retries each failed write itself (not a failed precondition); one that still fails
  // rejects its own promise (close() does not), which is thrown here so that the trigger is
  // delivered again.
  const results = Promise.allSettled(
    comments.map((comment) => writer.delete(comment.ref, { lastUpdateTime: comment.updateTime })),
  );
  await writer.close();
  let deleted = 0;
  let changed = 0;
  for (const result of await results) {
    if (result.status === 'fulfilled') deleted += 1;
    else if (changedSinceRead(result.reason)) changed += 1;
    else throw result.reason;
  }
  return { deleted, changed };
}
