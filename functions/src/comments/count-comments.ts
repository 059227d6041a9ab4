import type { DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS } from '#shared/model/index.js';
import { recompute } from '../recompute.js';

/** Writes only a changed count, never to a missing post (docs/decisions/0012-recomputed-derived-fields.md). */
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
