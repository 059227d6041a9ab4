import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentDeleted, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../../../shared/model/index.js';
import { REGION } from '../options.js';
import { recountComments } from './count-comments.js';
import { deleteCommentsOfDeletedPost } from './delete-comments-of-post.js';

/**
 * Keeps posts/{slug}.commentCount, which the post cards show. Retries on: a failed recount is
 * delivered again, and recounting is safe to repeat (count-comments.ts).
 */
export const countComments = onDocumentWritten(
  { retry: true, region: REGION, document: `${COLLECTIONS.posts}/{slug}/${COLLECTIONS.comments}/{id}` },
  async (event) => {
    await recountComments(getFirestore().collection(COLLECTIONS.posts).doc(event.params.slug));
  },
);

/**
 * A deleted post's comments (an admin's deletion, an author withdrawing an unpublished post, an
 * account deletion). Retries on: a failed run is delivered again, and the cleanup is safe to
 * repeat and never takes a re-created post's comments (delete-comments-of-post.ts).
 */
export const deleteCommentsOfPost = onDocumentDeleted(
  { retry: true, region: REGION, document: `${COLLECTIONS.posts}/{slug}` },
  async (event) => {
    await deleteCommentsOfDeletedPost(getFirestore().collection(COLLECTIONS.posts).doc(event.params.slug));
  },
);
