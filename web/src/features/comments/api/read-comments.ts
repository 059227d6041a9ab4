import { fetchPage, loadFirestore, type Cursor, type Page } from '@/lib/firebase/load-firestore';
import { COLLECTIONS, LIMITS } from '@/lib/model';
import { commentFromSnapshot, type Comment } from './comment';

// Reading a post's comments, apart from writing them (comments.ts): a visitor's page loads this alone.

/** A page of comments: LIMITS.query.comments is this + 1 (fetchPage asks for one more). */
export const COMMENTS_PAGE_SIZE = LIMITS.query.comments - 1;

/** A post's comments, oldest first (a conversation reads top to bottom). */
export async function fetchComments(slug: string, after: Cursor | null): Promise<Page<Comment>> {
  const sdk = await loadFirestore();
  const base = sdk.query(
    sdk.collection(sdk.db, COLLECTIONS.posts, slug, COLLECTIONS.comments),
    sdk.orderBy('created', 'asc'),
  );
  return fetchPage(sdk, base, COMMENTS_PAGE_SIZE, after, commentFromSnapshot);
}
