import type { DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../shared/model/index.js';

/** gRPC FAILED_PRECONDITION: the post changed after it was read. */
const FAILED_PRECONDITION = 9;
const ATTEMPTS = 5;

/**
 * posts/{slug}/comments/{id} written (created, edited or deleted): the post's `commentCount` is
 * counted again with an aggregate query rather than incremented, so a lost, late or repeated
 * trigger call does no lasting harm: the next call writes the true number.
 *
 * Two calls can overlap (two comments posted at once), and the one that counted first must not
 * write last. So the post is read first, then counted, and written only if it has not changed
 * since it was read (`lastUpdateTime`); when it has (another call wrote its count), the call reads
 * and counts again. The call that a comment's write fired starts after that write, so its count
 * includes it, and any count written after it read the post makes it try again: the last count
 * written is the true one. An optimistic check rather than a transaction: a transaction's aggregate
 * query locks the whole comments range while it runs, and the emulator then times out other
 * writers (a test's reset) waiting for those locks.
 *
 * Only a write that changes the count is made (an edit of a comment changes nothing), and a post
 * that no longer exists is left alone (an update would fail; a set would bring back a stub of it).
 * Returns the count written, or null when nothing was written.
 */
export async function recountComments(post: DocumentReference): Promise<number | null> {
  for (let attempt = 1; ; attempt += 1) {
    const snapshot = await post.get();
    if (!snapshot.exists || !snapshot.updateTime) return null;
    const count = (await post.collection(COLLECTIONS.comments).count().get()).data().count;
    if (snapshot.get('commentCount') === count) return null;
    try {
      await post.update({ commentCount: count }, { lastUpdateTime: snapshot.updateTime });
      return count;
    } catch (error) {
      const changed = (error as { code?: unknown }).code === FAILED_PRECONDITION;
      // Out of attempts, the trigger's own retry delivers the call again.
      if (!changed || attempt === ATTEMPTS) throw error;
    }
  }
}
