import { countedWrite } from '@/lib/firebase/counted-write';
import { writeAudited } from '@/lib/firebase/audited-write';
import { loadFirestore, type Cursor } from '@/lib/firebase/load-firestore';
import { COLLECTIONS, rateTargets } from '@/lib/model';
import { commentFromSnapshot, type Comment, type CommentedPost } from './comment';
import type { ErrorKeys } from '@/lib/errors/error-message';

const commentsOf = (sdk: Awaited<ReturnType<typeof loadFirestore>>, slug: string) =>
  sdk.collection(sdk.db, COLLECTIONS.posts, slug, COLLECTIONS.comments);

/** A comment, or an answer to `parentId`; returns it as stored (read back: the server's time starts the edit window). 'no-card' without a card. */
export async function addComment(uid: string, slug: string, body: string, parentId?: string): Promise<Comment> {
  const sdk = await loadFirestore();
  const { db, doc, getDoc, serverTimestamp } = sdk;
  const card = (await getDoc(doc(db, COLLECTIONS.members, uid))).data();
  if (!card) throw Object.assign(new Error('no public card'), { code: 'no-card' });
  const ref = doc(commentsOf(sdk, slug));
  await countedWrite(uid, 'comment', async (transaction) => {
    transaction.set(ref, {
      authorUid: uid,
      author: { displayName: card.displayName, type: card.type },
      body: body.trim(),
      created: serverTimestamp(),
      updated: serverTimestamp(),
      ...(parentId ? { parentId } : {}),
    });
    return { counted: rateTargets.comment(slug, ref.id), result: undefined };
  });
  const stored = await getDoc(ref);
  return commentFromSnapshot(stored as Cursor);
}

/** Its author edits the text of their comment (within the edit window). */
export async function editComment(slug: string, id: string, body: string): Promise<void> {
  const { db, doc, serverTimestamp, updateDoc } = await loadFirestore();
  await updateDoc(doc(db, COLLECTIONS.posts, slug, COLLECTIONS.comments, id), {
    body: body.trim(),
    updated: serverTimestamp(),
  });
}

/** Its author deletes their comment (within the edit window). */
export async function deleteComment(slug: string, id: string): Promise<void> {
  const { db, deleteDoc, doc } = await loadFirestore();
  await deleteDoc(doc(db, COLLECTIONS.posts, slug, COLLECTIONS.comments, id));
}

/** An admin removes any comment; the audit entry names it by its path alone (no person's name). */
export async function removeComment(slug: string, id: string): Promise<void> {
  await writeAudited((batch, { db, doc }) => {
    const target = doc(db, COLLECTIONS.posts, slug, COLLECTIONS.comments, id);
    batch.delete(target);
    return { action: 'deleteComment', target };
  });
}

/** An admin closes (or reopens) a post's comments. */
export async function setCommentsClosed(post: Pick<CommentedPost, 'slug' | 'title'>, closed: boolean): Promise<void> {
  await writeAudited((batch, { db, doc, serverTimestamp }) => {
    const target = doc(db, COLLECTIONS.posts, post.slug);
    batch.update(target, { commentsClosed: closed, updated: serverTimestamp() });
    return { action: closed ? 'closeComments' : 'reopenComments', target, name: post.title };
  });
}

/** Why a comment could not be saved (over the rate of new comments: when the member may post again). */
export const COMMENT_ERRORS: ErrorKeys = {
  'rate-limited': 'blog:comments.errors.tooMany',
  'permission-denied': 'blog:comments.errors.denied',
  'no-card': 'blog:errors.noCard',
  unavailable: 'blog:errors.offline',
  default: 'blog:comments.errors.unknown',
};
