import { createHash } from 'node:crypto';
import { NOTICE_LINKS } from '#shared/model/index.js';
import { text, timeKey, toAdmins, toMember, type Context, type Data } from './recipients.js';

/** A short, stable key of an editors' note: one resubmission mail per note the post came back with. */
const noteKey = (note: string) => createHash('sha256').update(note).digest('hex').slice(0, 16);

/** Keyed by the post's creation time, then by each return's note, so each is sent once. */
export async function onPostWritten(context: Context, slug: string, before: Data, after: Data): Promise<boolean> {
  if (!after) return false;
  const author = (after.author ?? {}) as { displayName?: unknown; type?: unknown };
  const values = { title: text(after.title), author: text(author.displayName) };
  const note = text(after.reviewNote);
  const authorUid = text(after.authorUid);
  if (after.status === 'submitted' && before?.status !== 'submitted' && note) {
    return toAdmins(
      context,
      `post-resubmitted-${slug}-${noteKey(note)}`,
      'postResubmitted',
      { ...values, note },
      { about: authorUid },
    );
  }
  if (after.status === 'submitted' && before?.status !== 'submitted') {
    return toAdmins(
      context,
      `post-submitted-${slug}-${timeKey(after.created, context.eventId)}`,
      'postSubmitted',
      values,
      { about: authorUid },
    );
  }
  if (after.status === 'returned' && before?.status !== 'returned' && note) {
    if (!authorUid) return false;
    const id = `post-returned-${slug}-${timeKey(after.updated, context.eventId)}`;
    return toMember(context, id, authorUid, 'postReturned', { ...values, note }, { link: NOTICE_LINKS.revise(slug) });
  }
  if (after.status === 'published' && before?.status !== 'published' && author.type !== 'editorial') {
    if (!authorUid) return false;
    const id = `post-published-${slug}-${timeKey(after.published, context.eventId)}`;
    return toMember(context, id, authorUid, 'postPublished', values, { link: NOTICE_LINKS.post(slug) });
  }
  return false;
}
