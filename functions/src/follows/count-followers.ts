import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '#shared/model/index.js';
import { recompute } from '../recompute.js';

/**
 * members/{uid}.followerCount: the follows of them as a writer, counted (one read per 1,000). Written
 * only when it changed, never to a card that is not there (a held or deleted one): decision 0012.
 */
export async function recountFollowers(db: Firestore, writerUid: string): Promise<number | null> {
  let written: number | null = null;
  const card = db.collection(COLLECTIONS.members).doc(writerUid);
  await recompute(card, async (current) => {
    if (!current.exists) return null;
    const follows = db
      .collectionGroup(COLLECTIONS.follows)
      .where('kind', '==', 'writer')
      .where('target', '==', writerUid);
    const count = (await follows.count().get()).data().count;
    if (current.get('followerCount') === count) return null;
    written = count;
    return { followerCount: count };
  });
  return written;
}

/** The writer a follow document names, before or after the write; '' for a tag's. */
export function writerOf(...versions: (Record<string, unknown> | undefined)[]): string {
  const follow = versions.find((version) => version?.kind === 'writer');
  return typeof follow?.target === 'string' ? follow.target : '';
}
