import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS, type DeleteAccountResult } from '#shared/model/index.js';
import { deleteAll } from './batches.js';
import { addressesOf, anonymiseRecordsOf, deleteContactMessagesFrom, deleteMailOf } from './traces.js';
import { deleteUnattachedUploadsOf } from './uploads.js';

/** How recent the caller's sign-in must be; the page re-authenticates just before calling. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** Safe to retry. What goes, what stays anonymised, in which order: docs/decisions/0013-account-deletion.md */
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

  return deleteAccountData(db, auth, uid);
}

/** The member's own deletion and an admin's. Safe to retry while the Auth account exists (it goes last). */
export async function deleteAccountData(db: Firestore, auth: Auth, uid: string): Promise<DeleteAccountResult> {
  // The order of the steps matters: docs/decisions/0013-account-deletion.md
  const addresses = await addressesOf(db, auth, uid);
  const posts = await deleteAll(db, db.collection(COLLECTIONS.posts).where('authorUid', '==', uid));
  const comments = await deleteAll(db, db.collectionGroup(COLLECTIONS.comments).where('authorUid', '==', uid));
  const proposals = await deleteAll(db, db.collection(COLLECTIONS.bannedBooks).where('proposedBy', '==', uid));
  await deleteAll(db, db.collection(COLLECTIONS.reports).where('reporterUid', '==', uid));
  const uploads = await deleteUnattachedUploadsOf(db, uid);
  // The profile before the mails: deliver writes no mail or notice about a member without one.
  await db.collection(COLLECTIONS.users).doc(uid).delete();
  await deleteAll(db, db.collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.notifications));
  await deleteAll(db, db.collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.shelf));
  // What they follow, and others' follows of them (countFollowers recounts the writers they followed).
  await deleteAll(db, db.collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.follows));
  await deleteAll(db, db.collectionGroup(COLLECTIONS.follows).where('kind', '==', 'writer').where('target', '==', uid));
  const contactMessages = await deleteContactMessagesFrom(db, addresses);
  const mail = await deleteMailOf(db, uid, addresses);
  const anonymised = (await anonymiseRecordsOf(db, uid)) + mail.anonymised;
  const batch = db.batch();
  batch.delete(db.collection(COLLECTIONS.nameRequests).doc(uid));
  batch.delete(db.collection(COLLECTIONS.contactSenders).doc(uid));
  batch.delete(db.collection(COLLECTIONS.members).doc(uid));
  batch.delete(db.collection(COLLECTIONS.heldCards).doc(uid));
  batch.delete(db.collection(COLLECTIONS.rateLimits).doc(uid));
  batch.delete(db.collection(COLLECTIONS.mailPreferences).doc(uid));
  await batch.commit();
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    // Already deleted by an earlier call.
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  return { uid, posts, proposals, comments, uploads, contactMessages, mail: mail.deleted, anonymised };
}
