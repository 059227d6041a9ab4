import { fetchPage, loadFirestore, type Cursor, type Page } from '../../../lib/firebase/load-firestore';
import { EDITORIAL_AUTHOR_TYPE, postFromSnapshot, type Post, type PostInput, type PostStatus } from './post';
import { COLLECTIONS } from '../../../lib/model';

/** Admin view: every post, any status, most recently edited first. */
export async function fetchAllPosts(after: Cursor | null, pageSize = 20): Promise<Page<Post>> {
  const sdk = await loadFirestore();
  const base = sdk.query(sdk.collection(sdk.db, COLLECTIONS.posts), sdk.orderBy('updated', 'desc'));
  return fetchPage(sdk, base, pageSize, after, postFromSnapshot);
}

/** Publishing stamps the published date; unpublishing sends the post back to 'submitted'. */
export async function setPublished(slug: string, publish: boolean): Promise<void> {
  const { db, doc, serverTimestamp, updateDoc } = await loadFirestore();
  await updateDoc(doc(db, COLLECTIONS.posts, slug), {
    status: publish ? 'published' : 'submitted',
    published: publish ? serverTimestamp() : null,
    updated: serverTimestamp(),
  });
}

/**
 * An admin writes a post in the name of the editorial team (author type 'editorial'), as a draft
 * or published at once. Fails with 'already-exists' when the slug is taken, and leaves that post as
 * it is.
 */
export async function createPostAsAdmin(
  slug: string,
  input: PostInput,
  author: { uid: string; displayName: string },
  status: Extract<PostStatus, 'draft' | 'published'>,
): Promise<void> {
  const { db, doc, runTransaction, serverTimestamp } = await loadFirestore();
  const ref = doc(db, COLLECTIONS.posts, slug);
  await runTransaction(db, async (transaction) => {
    if ((await transaction.get(ref)).exists()) throw Object.assign(new Error('slug taken'), { code: 'already-exists' });
    transaction.set(ref, {
      ...input,
      slug,
      authorUid: author.uid,
      author: { displayName: author.displayName, type: EDITORIAL_AUTHOR_TYPE },
      status,
      created: serverTimestamp(),
      updated: serverTimestamp(),
      published: status === 'published' ? serverTimestamp() : null,
    });
  });
}

export async function deletePost(slug: string): Promise<void> {
  const { db, deleteDoc, doc } = await loadFirestore();
  await deleteDoc(doc(db, COLLECTIONS.posts, slug));
}
