import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../../../shared/model/index.js';
import { recountComments } from './count.js';
import { REGION } from '../options.js';

/**
 * Keeps posts/{slug}.commentCount, which the post cards show. Retries on: a failed recount is
 * delivered again, and recounting is safe to repeat (count.ts).
 */
export const countComments = onDocumentWritten(
  { retry: true, region: REGION, document: `${COLLECTIONS.posts}/{slug}/${COLLECTIONS.comments}/{id}` },
  async (event) => {
    await recountComments(getFirestore().collection(COLLECTIONS.posts).doc(event.params.slug));
  },
);
