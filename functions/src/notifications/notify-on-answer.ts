import { COLLECTIONS, NOTICE_LINKS, clip, readPost } from '#shared/model/index.js';
import { text, toMember, type Context, type Data } from './recipients.js';
import { QUOTED_CHARACTERS } from './notify-on-comment.js';

/**
 * posts/{slug}/comments/{id} created as an answer (`parentId`): tells the author of the answered
 * comment, once per answer, unless they answered themselves. A notice always, a mail as their
 * preferences say (the `answers` kind).
 */
export async function onAnswerCreated(context: Context, slug: string, id: string, answer: Data): Promise<boolean> {
  const parentId = text(answer?.parentId);
  if (!answer || !parentId) return false;
  const postRef = context.db.collection(COLLECTIONS.posts).doc(slug);
  const [storedPost, storedParent] = await context.db.getAll(
    postRef,
    postRef.collection(COLLECTIONS.comments).doc(parentId),
  );
  if (!storedPost?.exists || !storedParent?.exists) return false;
  const post = readPost(slug, storedPost.data() ?? {}, () => null);
  if (post.status !== 'published') return false;
  const answeredUid = text(storedParent.get('authorUid'));
  if (!answeredUid || answeredUid === text(answer.authorUid)) return false;
  const answered = (storedParent.get('author') ?? {}) as { displayName?: unknown };
  const answerer = (answer.author ?? {}) as { displayName?: unknown };
  return toMember(
    context,
    `answer-${slug}-${id}`,
    answeredUid,
    'answerToComment',
    {
      name: text(answered.displayName),
      answerer: text(answerer.displayName),
      title: post.title,
      answer: clip(text(answer.body), QUOTED_CHARACTERS),
      link: `${context.origin}${NOTICE_LINKS.comments(slug)}`,
    },
    // An answer deleted before the mail is queued is not quoted to anyone.
    { link: NOTICE_LINKS.comments(slug), source: postRef.collection(COLLECTIONS.comments).doc(id).path },
  );
}
