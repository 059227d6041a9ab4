import { transactAudited, writeAudited } from '@/lib/firebase/audited-write';
import { orderedBy, queryPage, type Cursor, type Page } from '@/lib/firebase/load-firestore';
import { EDITORIAL_AUTHOR_TYPE, postFromSnapshot, type Post, type PostInput, type PostStatus } from './post';
import { COLLECTIONS } from '@/lib/model';

/** Admin view: every post, any status, most recently edited first. */
export const fetchAllPosts = (after: Cursor | null, pageSize = 20): Promise<Page<Post>> =>
  queryPage(orderedBy(COLLECTIONS.posts, 'updated', 'desc'), pageSize, after, postFromSnapshot);

/** A published post is public, so its editors' note goes. */
export async function setPublished(post: Pick<Post, 'slug' | 'title'>, publish: boolean): Promise<void> {
  await writeAudited((batch, { db, deleteField, doc, serverTimestamp }) => {
    const target = doc(db, COLLECTIONS.posts, post.slug);
    batch.update(target, {
      status: publish ? 'published' : 'submitted',
      published: publish ? serverTimestamp() : null,
      ...(publish && { reviewNote: deleteField() }),
      updated: serverTimestamp(),
    });
    return { action: publish ? 'publishPost' : 'unpublishPost', target, name: post.title };
  });
}

/** A submitted post goes back to its author with the editors' note; they revise it and submit it again. */
export async function returnPost(post: Pick<Post, 'slug' | 'title'>, note: string): Promise<void> {
  await writeAudited((batch, { db, doc, serverTimestamp }) => {
    const target = doc(db, COLLECTIONS.posts, post.slug);
    batch.update(target, { status: 'returned', reviewNote: note, updated: serverTimestamp() });
    return { action: 'returnPost', target, name: post.title };
  });
}

/** An admin edits any post's words (its status stays: setPublished changes it). */
export async function updatePostAsAdmin(slug: string, input: PostInput): Promise<void> {
  await writeAudited((batch, { db, doc, serverTimestamp }) => {
    const target = doc(db, COLLECTIONS.posts, slug);
    batch.update(target, { ...input, updated: serverTimestamp() });
    return { action: 'editPost', target, name: input.title };
  });
}

/** Fails with 'already-exists' when the slug is taken, leaving that post as it is. */
export async function createPostAsAdmin(
  slug: string,
  input: PostInput,
  author: { uid: string; displayName: string },
  status: Extract<PostStatus, 'draft' | 'published'>,
): Promise<void> {
  await transactAudited(async (transaction, { db, doc, serverTimestamp }) => {
    const target = doc(db, COLLECTIONS.posts, slug);
    if ((await transaction.get(target)).exists()) {
      throw Object.assign(new Error('slug taken'), { code: 'already-exists' });
    }
    transaction.set(target, {
      ...input,
      slug,
      authorUid: author.uid,
      author: { displayName: author.displayName, type: EDITORIAL_AUTHOR_TYPE },
      status,
      created: serverTimestamp(),
      updated: serverTimestamp(),
      published: status === 'published' ? serverTimestamp() : null,
    });
    return { action: 'createPost', target, name: input.title };
  });
}

export async function deletePost(post: Pick<Post, 'slug' | 'title'>): Promise<void> {
  await writeAudited((batch, { db, doc }) => {
    const target = doc(db, COLLECTIONS.posts, post.slug);
    batch.delete(target);
    return { action: 'deletePost', target, name: post.title };
  });
}
