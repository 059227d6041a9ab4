import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentDeleted, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '#shared/model/index.js';
import { REGION } from '../options.js';
import { recountComments } from './count-comments.js';
import { deleteCommentsOfDeletedPost } from './delete-comments-of-post.js';

/** Keeps posts/{slug}.commentCount. Retries on: recounting is safe to repeat (docs/decisions/0012). */
export const countComments = onDocumentWritten(
  { retry: true, region: REGION, document: `${COLLECTIONS.posts}/{slug}/${COLLECTIONS.comments}/{id}` },
  async (event) => {
    await recountComments(getFirestore().collection(COLLECTIONS.posts).doc(event.params.slug));
  },
);

/** Deletes a deleted post's comments. Retries on: safe to repeat (docs/decisions/0011). */
export const deleteCommentsOfPost = onDocumentDeleted(
  { retry: true, region: REGION, document: `${COLLECTIONS.posts}/{slug}` },
  async (event) => {
    await deleteCommentsOfDeletedPost(getFirestore().collection(COLLECTIONS.posts).doc(event.params.slug));
  },
);
