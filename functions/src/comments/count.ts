import type { DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../shared/model/index.js';

/**
 * posts/{slug}/comments/{id} written (created, edited or deleted): the post's `commentCount` is
 * counted again with an aggregate query rather than incremented, so a lost, late or repeated
 * trigger call does no lasting harm: the next call writes the true number. Only a write that
 * changes the count is made (an edit of a comment changes nothing), and a post that no longer
 * exists is left alone (an update would fail; a set would bring back a stub of it).
 * Returns the count written, or null when nothing was written.
 */
export async function recountComments(post: DocumentReference): Promise<number | null> {
  const db = post.firestore;
  const count = (await post.collection(COLLECTIONS.comments).count().get()).data().count;
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(post);
    if (!snapshot.exists || snapshot.get('commentCount') === count) return null;
    transaction.update(post, { commentCount: count });
    return count;
  });
}
