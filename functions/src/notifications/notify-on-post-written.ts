import { text, timeKey, toAdmins, toMember, type Context, type Data } from './recipients.js';

/**
 * posts/{slug} written: submitted for review to the admins, once per post (keyed by its creation
 * time); published to its author, unless the editorial team wrote it.
 */
export async function onPostWritten(context: Context, slug: string, before: Data, after: Data): Promise<boolean> {
  if (!after) return false;
  const author = (after.author ?? {}) as { displayName?: unknown; type?: unknown };
  const values = { title: text(after.title), author: text(author.displayName) };
  if (after.status === 'submitted' && before?.status !== 'submitted') {
    return toAdmins(
      context,
      `post-submitted-${slug}-${timeKey(after.created, context.eventId)}`,
      'postSubmitted',
      values,
      { about: text(after.authorUid) },
    );
  }
  if (after.status === 'published' && before?.status !== 'published' && author.type !== 'editorial') {
    const authorUid = text(after.authorUid);
    if (!authorUid) return false;
    const id = `post-published-${slug}-${timeKey(after.published, context.eventId)}`;
    return toMember(context, id, authorUid, 'postPublished', values);
  }
  return false;
}
