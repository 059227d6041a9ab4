import type { DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS, EDITORIAL_AUTHOR_TYPE, NOTICE_LINKS, clip, readPost } from '#shared/model/index.js';
import { text, toMember, type Context, type Data } from './recipients.js';

/** How much of a comment the mail quotes (a comment may be long; the link leads to the rest). */
export const QUOTED_CHARACTERS = 600;

/** Unless they wrote it, the post is the editorial team's, or it answers their own comment (notify-on-answer.ts). */
export async function onCommentCreated(context: Context, slug: string, id: string, comment: Data): Promise<boolean> {
  if (!comment) return false;
  const postRef = context.db.collection(COLLECTIONS.posts).doc(slug);
  const stored = await postRef.get();
  if (!stored.exists) return false;
  const post = readPost(slug, stored.data() ?? {}, () => null);
  if (post.status !== 'published' || !post.authorUid || post.author.type === EDITORIAL_AUTHOR_TYPE) return false;
  if (post.authorUid === text(comment.authorUid)) return false;
  if (await answersCommentOf(postRef, text(comment.parentId), post.authorUid)) return false;
  const commenter = (comment.author ?? {}) as { displayName?: unknown };
  return toMember(
    context,
    `comment-${slug}-${id}`,
    post.authorUid,
    'commentOnPost',
    {
      author: post.author.displayName,
      commenter: text(commenter.displayName),
      title: post.title,
      comment: clip(text(comment.body), QUOTED_CHARACTERS),
      link: `${context.origin}${NOTICE_LINKS.comments(slug)}`,
    },
    // A comment deleted before the mail is queued is not quoted to anyone.
    { link: NOTICE_LINKS.comments(slug), source: postRef.collection(COLLECTIONS.comments).doc(id).path },
  );
}

/** Whether the comment answers (`parentId`) a comment that `uid` wrote. */
async function answersCommentOf(postRef: DocumentReference, parentId: string, uid: string): Promise<boolean> {
  if (!parentId) return false;
  const parent = await postRef.collection(COLLECTIONS.comments).doc(parentId).get();
  return parent.get('authorUid') === uid;
}
