import type { Auth } from 'firebase-admin/auth';
import {
  FieldPath,
  type DocumentData,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type UpdateData,
} from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS, DELETED_MEMBER, isMemberStatus, isMemberType } from '../../../shared/model/index.js';

/**
 * How recent the caller's sign-in must be: deleting an account cannot be undone, so a session left
 * open on a shared computer is not enough. The page re-authenticates (password or Google popup)
 * just before calling, which makes auth_time of the new ID token "now".
 */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** What was deleted, for the page's confirmation and the tests. */
export interface DeleteAccountResult {
  uid: string;
  posts: number;
  proposals: number;
  comments: number;
  /** Contact messages sent from the member's address, deleted. */
  contactMessages: number;
  /** Queued e-mails to or about the member, deleted. */
  mail: number;
  /** Records kept with the member's uid replaced by DELETED_MEMBER (audit entries, "handled by", "reviewed by"). */
  anonymised: number;
}

/** Firestore allows at most 500 writes in one batch. */
const BATCH_SIZE = 500;
/** Contact messages read at a time: each one of the member's costs two deletions (it and its mail). */
const CONTACT_PAGE = BATCH_SIZE / 2;

/** Deletes every document the query finds, in batches; returns how many. */
async function deleteAll(db: Firestore, query: Query): Promise<number> {
  let deleted = 0;
  for (;;) {
    const snapshot = await query.limit(BATCH_SIZE).get();
    if (snapshot.empty) return deleted;
    const batch = db.batch();
    snapshot.docs.forEach((doc) => batch.delete(doc.ref));
    await batch.commit();
    deleted += snapshot.size;
  }
}

/**
 * Updates every document the query finds, in batches; returns how many. The update must take the
 * document out of the query (it replaces the value the query asks for), or this would not end.
 */
async function updateAll(
  db: Firestore,
  query: Query,
  update: (doc: QueryDocumentSnapshot) => UpdateData<DocumentData>,
): Promise<number> {
  let updated = 0;
  for (;;) {
    const snapshot = await query.limit(BATCH_SIZE).get();
    if (snapshot.empty) return updated;
    const batch = db.batch();
    snapshot.docs.forEach((doc) => batch.update(doc.ref, update(doc)));
    await batch.commit();
    updated += snapshot.size;
  }
}

/** The member's e-mail addresses: the account's, its providers' (Google) and the profile's. */
async function addressesOf(db: Firestore, auth: Auth, uid: string): Promise<string[]> {
  const found: (string | undefined)[] = [];
  try {
    const user = await auth.getUser(uid);
    found.push(user.email, ...user.providerData.map((provider) => provider.email));
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  const email: unknown = (await db.collection(COLLECTIONS.users).doc(uid).get()).get('email');
  if (typeof email === 'string') found.push(email);
  return [...new Set(found.filter((address): address is string => !!address).map((address) => address.trim()))];
}

const comparable = (address: unknown) => (typeof address === 'string' ? address.trim().toLowerCase() : '');

/**
 * Deletes the contact messages sent from any of the addresses, with the admins' copy of each
 * (mail `contact-<id>`). A visitor types the address by hand, in any case, so an equality query
 * would miss "Ama@Example.com": the addresses alone are read (select), a page at a time.
 */
async function deleteContactMessagesFrom(db: Firestore, addresses: string[]): Promise<number> {
  const wanted = new Set(addresses.map(comparable));
  if (wanted.size === 0) return 0;
  const messages = db.collection(COLLECTIONS.contactMessages);
  let deleted = 0;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = messages.orderBy(FieldPath.documentId()).select('email').limit(CONTACT_PAGE);
    const snapshot = await (last ? page.startAfter(last) : page).get();
    if (snapshot.empty) return deleted;
    const theirs = snapshot.docs.filter((doc) => wanted.has(comparable(doc.get('email'))));
    if (theirs.length > 0) {
      const batch = db.batch();
      for (const doc of theirs) {
        batch.delete(doc.ref);
        batch.delete(db.collection(COLLECTIONS.mail).doc(`contact-${doc.id}`));
      }
      await batch.commit();
      deleted += theirs.length;
    }
    last = snapshot.docs[snapshot.docs.length - 1];
  }
}

/**
 * Deletes the queued e-mails to or about the member: those the notifications marked `about` them,
 * and any sent to or answering (Reply-To) one of their addresses, as stored or in lower case.
 */
async function deleteMailOf(db: Firestore, uid: string, addresses: string[]): Promise<number> {
  const mail = db.collection(COLLECTIONS.mail);
  let deleted = await deleteAll(db, mail.where('about', '==', uid));
  for (const address of new Set(addresses.flatMap((address) => [address, address.toLowerCase()]))) {
    deleted += await deleteAll(db, mail.where('to', 'array-contains', address));
    deleted += await deleteAll(db, mail.where('replyTo', '==', address));
  }
  return deleted;
}

/**
 * An audit entry's details once its target is deleted: the types and statuses it changed, numbers
 * and yes/no values stay; every other text (a name, a reason, a title) goes, as it could name them.
 */
function impersonalDetails(details: unknown): Record<string, unknown> {
  if (!details || typeof details !== 'object') return {};
  return Object.fromEntries(
    Object.entries(details).filter(
      ([, value]) =>
        typeof value === 'number' || typeof value === 'boolean' || isMemberType(value) || isMemberStatus(value),
    ),
  );
}

/**
 * The records that keep what happened but must no longer say who: the audit entries that name the
 * member as the admin who acted or as the member acted on, and, for an admin, the "handled by" of
 * contact messages and the "reviewed by" of applications and name requests. The uid becomes
 * DELETED_MEMBER.
 */
async function anonymiseRecordsOf(db: Firestore, uid: string): Promise<number> {
  const audit = db.collection(COLLECTIONS.auditLog);
  const counts = [
    await updateAll(db, audit.where('actor', '==', uid), () => ({ actor: DELETED_MEMBER })),
    await updateAll(db, audit.where('target', '==', uid), (doc) => ({
      target: DELETED_MEMBER,
      details: impersonalDetails(doc.get('details')),
    })),
    await updateAll(db, db.collection(COLLECTIONS.contactMessages).where('handledBy', '==', uid), () => ({
      handledBy: DELETED_MEMBER,
    })),
    await updateAll(db, db.collection(COLLECTIONS.users).where('reviewedBy', '==', uid), () => ({
      reviewedBy: DELETED_MEMBER,
    })),
    await updateAll(db, db.collection(COLLECTIONS.nameRequests).where('reviewedBy', '==', uid), () => ({
      reviewedBy: DELETED_MEMBER,
    })),
  ];
  return counts.reduce((sum, count) => sum + count, 0);
}

/**
 * Deletes the caller's account and everything that is theirs or names them (the privacy policy and
 * the account page promise exactly this list): every post they wrote, published ones included (the
 * terms say a member can remove their writing at any time), every comment they wrote, on any post
 * (found by a collection-group query: the index is a field override in firestore.indexes.json),
 * every banned-book proposal they made, approved ones included, the contact messages sent from
 * their addresses, the queued e-mails to or about them, their name request, their contact-form
 * counter `contactSenders/{uid}`, their public card `members/{uid}`, their profile `users/{uid}`,
 * and last their Auth account. The audit entries and the "handled by" and "reviewed by" fields that
 * name them stay, with DELETED_MEMBER for their uid (anonymiseRecordsOf).
 *
 * Safe to retry: each step deletes what is still there, and a missing Auth account counts as
 * deleted. The Auth account goes last, so a call that fails half-way leaves the member able to
 * sign in and try again. Nothing brings the profile back afterwards: the sign-up trigger fires only
 * for new accounts, and the client heals a missing profile only on a sign-in, which a deleted
 * account can no longer make.
 */
export async function deleteAccountHandler(
  db: Firestore,
  auth: Auth,
  request: CallableRequest<unknown>,
  nowMillis = Date.now(),
): Promise<DeleteAccountResult> {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to delete your account.');
  const { uid, token } = request.auth;
  const signedInSecondsAgo = nowMillis / 1000 - Number(token.auth_time);
  if (!(signedInSecondsAgo <= RECENT_SIGN_IN_SECONDS)) {
    throw new HttpsError(
      'failed-precondition',
      'To delete your account, confirm it is you: sign in again (your last sign-in was more than 5 minutes ago).',
    );
  }

  // Read first: the profile and the Auth account that hold them are deleted last.
  const addresses = await addressesOf(db, auth, uid);
  const posts = await deleteAll(db, db.collection(COLLECTIONS.posts).where('authorUid', '==', uid));
  // The comments' deletions reach the countComments trigger, which recounts each post's comments.
  const comments = await deleteAll(db, db.collectionGroup(COLLECTIONS.comments).where('authorUid', '==', uid));
  const proposals = await deleteAll(db, db.collection(COLLECTIONS.bannedBooks).where('proposedBy', '==', uid));
  const contactMessages = await deleteContactMessagesFrom(db, addresses);
  const mail = await deleteMailOf(db, uid, addresses);
  const anonymised = await anonymiseRecordsOf(db, uid);
  const batch = db.batch();
  batch.delete(db.collection(COLLECTIONS.nameRequests).doc(uid));
  batch.delete(db.collection(COLLECTIONS.contactSenders).doc(uid));
  batch.delete(db.collection(COLLECTIONS.members).doc(uid));
  batch.delete(db.collection(COLLECTIONS.users).doc(uid));
  await batch.commit();
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    // Already deleted by an earlier call that failed after this step's success reached no one.
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  return { uid, posts, proposals, comments, contactMessages, mail, anonymised };
}
