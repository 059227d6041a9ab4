import type { DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../shared/model/index.js';

/**
 * posts/{slug}/comments/{id} written (created, edited or deleted): the post's `commentCount` is
 * counted again with an aggregate query in a transaction rather than incremented, so a lost, late or repeated
 * trigger call does no lasting harm: the next call writes the true number. Only a write that
 * changes the count is made (an edit of a comment changes nothing), and a post that no longer
 * exists is left alone (an update would fail; a set would bring back a stub of it).
 * Returns the count written, or null when nothing was written.
 */
export async function recountComments(post: DocumentReference): Promise<number | null> {
  return post.firestore.runTransaction(async (transaction) => {
    // The post first, then its comments, both inside the transaction: a count read outside it
    // could be overtaken by a later call (two comments posted at once) and written over that
    // call's true number; and a post that exists by the time it is read has all the comments
    // written with it (a post and its comments seeded in one batch are never counted half-way).
    const snapshot = await transaction.get(post);
    if (!snapshot.exists) return null;
    const count = (await transaction.get(post.collection(COLLECTIONS.comments).count())).data().count;
    if (snapshot.get('commentCount') === count) return null;
    transaction.update(post, { commentCount: count });
    return count;
  });
}
