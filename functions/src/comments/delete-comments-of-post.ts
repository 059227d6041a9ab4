import type { DocumentReference, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '#shared/model/index.js';
import { changedSinceRead } from '../recompute.js';

/** To the nanosecond: comments written within one millisecond of the new post are told apart. */
const isBefore = (a: Timestamp, b: Timestamp) =>
  a.seconds < b.seconds || (a.seconds === b.seconds && a.nanoseconds < b.nanoseconds);

export type ReadComment = Pick<QueryDocumentSnapshot, 'ref' | 'createTime' | 'updateTime'>;

/** How many passes a run makes while comments change under it, before it fails (and is retried). */
const MAX_PASSES = 3;

/** Safe to repeat; a re-created post keeps its own. Why: docs/decisions/0011-comments-of-deleted-posts.md */
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
  const comments = await post.collection(COLLECTIONS.comments).select().get();
  if (comments.empty) return [];
  const current = await post.get();
  const created = current.exists ? current.createTime : undefined;
  return created ? comments.docs.filter((comment) => isBefore(comment.createTime, created)) : comments.docs;
}

/** Deletes each comment only if it is still the one read; one that changed is counted, not deleted. */
export async function deleteIfUnchanged(
  comments: readonly ReadComment[],
): Promise<{ deleted: number; changed: number }> {
  const [first] = comments;
  if (!first) return { deleted: 0, changed: 0 };
  const writer = first.ref.firestore.bulkWriter();
  // A write that still fails after the BulkWriter's own retries rejects its promise, not close().
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
