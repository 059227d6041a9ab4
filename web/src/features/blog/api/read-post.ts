import { loadFirestore, toDate } from '@/lib/firebase/load-firestore';
import { COLLECTIONS, readPost } from '@/lib/model';
import type { Post } from './post';

// Reading one post, apart from the writers' helpers (posts.ts, post.ts): a reader's page loads this alone.

/** One post; null when it does not exist or the reader may not see it (unpublished). */
export async function fetchPost(slug: string): Promise<Post | null> {
  const { db, doc, getDoc } = await loadFirestore();
  try {
    const snapshot = await getDoc(doc(db, COLLECTIONS.posts, slug));
    return snapshot.exists() ? readPost(snapshot.id, snapshot.data(), toDate) : null;
  } catch (error) {
    // The rules answer permission-denied for someone else's unpublished post: to the reader it does not exist.
    if ((error as { code?: string }).code === 'permission-denied') return null;
    throw error;
  }
}
