import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../../../shared/model/index.js';
import { deleteCommentsOfDeletedPost } from './delete-comments.js';
import { REGION } from '../options.js';

/**
 * A deleted post's comments (an admin's deletion, an author withdrawing an unpublished post, an
 * account deletion). Retries on: a failed run is delivered again, and the cleanup is safe to
 * repeat and never takes a re-created post's comments (delete-comments.ts).
 */
export const deleteCommentsOfPost = onDocumentDeleted(
  { retry: true, region: REGION, document: `${COLLECTIONS.posts}/{slug}` },
  async (event) => {
    await deleteCommentsOfDeletedPost(getFirestore().collection(COLLECTIONS.posts).doc(event.params.slug));
  },
);
