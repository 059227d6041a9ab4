import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { COLLECTIONS } from '../../../shared/model/index.js';
import { queueMail } from './mail.js';
import { renderMessage, type MessageKey } from './messages.js';

/** A document's fields as a trigger hands them over (undefined: it did not exist). */
export type Data = Record<string, unknown> | undefined;

/**
 * What every handler gets besides the document: the database, Auth (a member's address is the
 * account's, and only a verified one gets mail), the admins to notify (the
 * ADMIN_NOTIFICATION_EMAILS parameter, see index.ts) and the event's id, the key of last resort
 * when the document carries no time of its own for the change.
 */
export interface Context {
  db: Firestore;
  auth: Auth;
  admins: string[];
  eventId: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A stored time as milliseconds: the key that tells one submission (or review) from the next. */
function timeKey(value: unknown, eventId: string): string {
  return value instanceof Timestamp ? String(value.toMillis()) : eventId;
}

/** `about`: the uid of the member the mail names, if any (deleteAccount deletes their mails by it). */
async function toAdmins(
  context: Context,
  id: string,
  key: MessageKey,
  values: Record<string, string>,
  { replyTo = '', about = '', source = '' } = {},
) {
  if (context.admins.length === 0) {
    // Configuration, not a reason to retry for a week: log it where the deployer will look.
    logger.error('No admin recipients configured (ADMIN_NOTIFICATION_EMAILS): mail not queued', { id });
    return false;
  }
  return queueMail(
    context.db,
    id,
    {
      to: context.admins,
      ...(replyTo ? { replyTo } : {}),
      message: renderMessage(key, values),
      event: key,
      ...(about ? { about } : {}),
    },
    source || undefined,
  );
}

/**
 * The member's address as their account holds it now, if it is verified: nobody proved an
 * unverified one is theirs, so no mail goes there. null for a deleted account too.
 */
async function verifiedAddress(auth: Auth, uid: string): Promise<string | null> {
  const account = await auth.getUser(uid).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  return account?.email && account.emailVerified ? account.email : null;
}

async function toMember(context: Context, id: string, uid: string, key: MessageKey, values: Record<string, string>) {
  const email = await verifiedAddress(context.auth, uid);
  if (!email) {
    logger.info('The member has no verified e-mail address: mail not queued', { id });
    return false;
  }
  return queueMail(context.db, id, { to: [email], message: renderMessage(key, values), event: key, about: uid });
}

/**
 * users/{uid} written. A new application (status becomes 'pending' from '' or from nothing)
 * goes to the admins; an edit of a pending application does not. reviewMember's decision goes to
 * the member, at their verified address: approved (pending → active) or declined (pending → '',
 * with its reason).
 */
export async function onUserWritten(context: Context, uid: string, before: Data, after: Data): Promise<boolean> {
  if (!after) return false;
  const was = before?.status;
  const is = after.status;
  if (is === 'pending' && was !== 'pending') {
    return toAdmins(
      context,
      `application-${uid}-${timeKey(after.applied, context.eventId)}`,
      'applicationSubmitted',
      {
        displayName: text(after.displayName),
        email: text(after.email),
        memberKind: text(after.memberKind),
        country: text(after.country),
        bio: text(after.bio),
      },
      { about: uid },
    );
  }
  if (was === 'pending' && is === 'active') {
    const id = `application-approved-${uid}-${timeKey(after.reviewed, context.eventId)}`;
    return toMember(context, id, uid, 'applicationApproved', {
      displayName: text(after.displayName),
      memberType: text(after.type),
    });
  }
  if (was === 'pending' && is === '') {
    const id = `application-declined-${uid}-${timeKey(after.reviewed, context.eventId)}`;
    return toMember(context, id, uid, 'applicationDeclined', {
      displayName: text(after.displayName),
      reason: text(after.reviewNote),
    });
  }
  return false;
}

/**
 * posts/{slug} written. Submitted for review (status becomes 'submitted'): the admins, once per post:
 * the mail's id is the post's creation time, so flipping it between draft and submitted again finds
 * the mail queued and sends nothing (until the mail's own TTL, three months). Published (status
 * becomes 'published'): its author, at their account's verified address. Posts of the editorial
 * team are written and published by the admins themselves: nobody to tell.
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

/** bannedBooks/{id} created as a member's proposal: the admins, who approve it. */
export async function onBannedBookCreated(context: Context, id: string, data: Data): Promise<boolean> {
  if (data?.status !== 'proposed') return false;
  return toAdmins(
    context,
    `banned-book-proposed-${id}`,
    'bannedBookProposed',
    {
      title: text(data.title),
      author: text(data.author),
      country: text(data.country),
      year: typeof data.year === 'number' ? String(data.year) : '',
      reason: text(data.reason),
    },
    { about: text(data.proposedBy) },
  );
}

/** contactMessages/{id} created: the admins, with the visitor's address as Reply-To. */
export async function onContactMessageCreated(context: Context, id: string, data: Data): Promise<boolean> {
  if (!data) return false;
  const email = text(data.email);
  return toAdmins(
    context,
    `contact-${id}`,
    'contactMessage',
    { name: text(data.name), email, topic: text(data.topic), message: text(data.message) },
    // Queued only while the message exists: deleteAccount removes a member's messages, then their mail.
    { replyTo: email, source: `${COLLECTIONS.contactMessages}/${id}` },
  );
}
