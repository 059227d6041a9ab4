import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  MAIL_PREFERENCES_PATH,
  UNSUBSCRIBE_ENDPOINT_PATH,
  UNSUBSCRIBE_PAGE_PATH,
  receives,
  unsubscribeQuery,
  type MailKind,
  type MemberMailKind,
  type UnsubscribeLink,
} from '#shared/model/index.js';
import type { MessageKey } from './messages.js';

// A member's choice of mails (mailPreferences/{uid}) and the unsubscribe links that change it.
// Why links with a stored key: docs/decisions/0100-mail-preferences-and-one-click-unsubscribe.md

/** The kind of each mail a member may turn off; the others (their membership, sign-in) always go. */
export const MEMBER_KIND_OF: Partial<Record<MessageKey, MemberMailKind>> = {
  commentOnPost: 'comments',
  answerToComment: 'answers',
  followedWriterPublished: 'followedWriters',
  followedTagPublished: 'followedTags',
  postPublished: 'posts',
  postReturned: 'posts',
  proposalApproved: 'proposals',
  proposalDeclined: 'proposals',
};

/** The kind of each admins' notification (ADMIN_MAIL_KINDS). */
export const ADMIN_KIND_OF: Partial<Record<MessageKey, MailKind>> = {
  applicationSubmitted: 'adminApplications',
  postSubmitted: 'adminPosts',
  postResubmitted: 'adminPosts',
  bannedBookProposed: 'adminProposals',
  contactMessage: 'adminContact',
};

const preferencesOf = (db: Firestore, uid: string) => db.collection(COLLECTIONS.mailPreferences).doc(uid);

/** Made on first need; null when they turned `kind` off or have no profile. */
export async function keyIfReceiving(db: Firestore, uid: string, kind: MemberMailKind): Promise<string | null> {
  const preferences = preferencesOf(db, uid);
  return db.runTransaction(async (transaction) => {
    const [stored, profile] = await transaction.getAll(preferences, db.collection(COLLECTIONS.users).doc(uid));
    if (!profile?.exists || !receives(stored?.data(), kind)) return null;
    const key: unknown = stored?.get('unsubscribeKey');
    if (typeof key === 'string' && key) return key;
    const made = randomBytes(32).toString('base64url');
    transaction.set(preferences, { unsubscribeKey: made, updated: FieldValue.serverTimestamp() }, { merge: true });
    return made;
  });
}

/** An address whose (verified) account turned the kind off is left out; one with no account always receives. */
export async function adminsReceiving(
  db: Firestore,
  auth: Auth,
  addresses: string[],
  kind: MailKind,
): Promise<string[]> {
  const { users } = await auth.getUsers(addresses.map((email) => ({ email })));
  const holders = new Map(
    users.flatMap((user) => (user.email && user.emailVerified ? [[user.email.toLowerCase(), user.uid] as const] : [])),
  );
  const uids = [...new Set(holders.values())];
  const stored = uids.length > 0 ? await db.getAll(...uids.map((uid) => preferencesOf(db, uid))) : [];
  const off = new Set(stored.filter((snapshot) => !receives(snapshot.data(), kind)).map((snapshot) => snapshot.id));
  return addresses.filter((address) => !off.has(holders.get(address.toLowerCase()) ?? ''));
}

const sameSecret = (stored: string, given: string) =>
  stored.length === given.length && timingSafeEqual(Buffer.from(stored), Buffer.from(given));

/** Turns the link's kind off; false when the link's key is not the member's (nothing changes). */
export async function unsubscribe(db: Firestore, { member, kind, key }: UnsubscribeLink): Promise<boolean> {
  const preferences = preferencesOf(db, member);
  return db.runTransaction(async (transaction) => {
    const stored: unknown = (await transaction.get(preferences)).get('unsubscribeKey');
    if (typeof stored !== 'string' || !sameSecret(stored, key)) return false;
    transaction.update(preferences, { [kind]: false, updated: FieldValue.serverTimestamp() });
    return true;
  });
}

const WHY: Record<MemberMailKind, string> = {
  comments: 'You receive this e-mail because a member commented on your post.',
  answers: 'You receive this e-mail because a member answered your comment.',
  posts: 'You receive this e-mail because you sent a post to the blog.',
  proposals: 'You receive this e-mail because you proposed a book for the banned books list.',
  followedWriters: 'You receive this e-mail because you follow this writer.',
  followedTags: 'You receive this e-mail because you follow this tag and chose to be e-mailed about it.',
};

/** The closing paragraph of an admins' notification: where its readers choose what they receive. */
export const adminFooter = (origin: string) =>
  [
    'You receive this e-mail as one of the site’s administrators.',
    `To choose which of these e-mails you receive, sign in with this address and open: ${origin}${MAIL_PREFERENCES_PATH}`,
  ].join('\n');

/** The one-click headers (RFC 8058) and a closing paragraph with the same choice as links. */
export function unsubscribeParts(origin: string, link: UnsubscribeLink) {
  const query = unsubscribeQuery(link);
  return {
    headers: {
      'List-Unsubscribe': `<${origin}${UNSUBSCRIBE_ENDPOINT_PATH}?${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    footer: [
      WHY[link.kind],
      `To stop these e-mails: ${origin}${UNSUBSCRIBE_PAGE_PATH}?${query}`,
      `To choose which e-mails you receive: ${origin}${MAIL_PREFERENCES_PATH}`,
    ].join('\n'),
  };
}
