import type { DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../shared/model/index.js';
import { recompute } from '../recompute.js';

/**
 * posts/{slug}/comments/{id} written (created, edited or deleted): the post's `commentCount`,
 * counted again with an aggregate query (recompute: a late or overlapping call never writes a
 * stale count last). Only a write that changes the count is made (an edit of a comment changes
 * nothing), and a post that no longer exists is left alone (a write would bring back a stub of it).
 * Returns the count written, or null when nothing was written.
 */
export async function recountComments(post: DocumentReference): Promise<number | null> {
  let written: number | null = null;
  await recompute(post, async (current) => {
    if (!current.exists) return null;
    const count = (await post.collection(COLLECTIONS.comments).count().get()).data().count;
    if (current.get('commentCount') === count) return null;
    written = count;
    return { commentCount: count };
  });
  return written;
}
