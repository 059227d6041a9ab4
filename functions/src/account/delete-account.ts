import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '../../../shared/model/index.js';
import { deleteAll } from './batches.js';
import { addressesOf, anonymiseRecordsOf, deleteContactMessagesFrom, deleteMailOf } from './traces.js';

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
  /**
   * Records kept without the member: their uid replaced by DELETED_MEMBER (audit entries, "handled
   * by", "reviewed by"), or their address taken out of a mail that went to others too.
   */
  anonymised: number;
}

/**
 * Deletes the caller's account and everything that is theirs or names them (the privacy policy and
 * the account page promise exactly this list): every post they wrote, published ones included (the
 * terms say a member can remove their writing at any time), every comment they wrote, on any post
 * (found by a collection-group query: the index is a field override in firestore.indexes.json),
 * every banned-book proposal they made, approved ones included, the contact messages sent from
 * their addresses, the queued e-mails to or about them, their name request, their contact-form
 * counter `contactSenders/{uid}`, their rate counts `rateLimits/{uid}` (which name the documents
 * they counted), their public card `members/{uid}`, their profile `users/{uid}`, and last their
 * Auth account. The audit entries and the "handled by" and "reviewed by" fields that name them
 * stay, with DELETED_MEMBER for their uid, and a mail that went to others too stays without their
 * address (traces.ts).
 *
 * Safe to retry: each step deletes what is still there, and a missing Auth account counts as
 * deleted. The Auth account goes last, so a call that fails half-way leaves the member able to
 * sign in (which gives them a new, empty profile) and try again. Nothing brings the profile back
 * afterwards: the sign-up trigger fires only for new accounts, and the client heals a missing
 * profile only on a sign-in, which a deleted account can no longer make.
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

  // Read first: the profile and the Auth account that hold them are deleted below.
  const addresses = await addressesOf(db, auth, uid);
  const posts = await deleteAll(db, db.collection(COLLECTIONS.posts).where('authorUid', '==', uid));
  // The comments' deletions reach the countComments trigger, which recounts each post's comments.
  const comments = await deleteAll(db, db.collectionGroup(COLLECTIONS.comments).where('authorUid', '==', uid));
  const proposals = await deleteAll(db, db.collection(COLLECTIONS.bannedBooks).where('proposedBy', '==', uid));
  // The profile before the mails: a notification about the member is queued only while it exists
  // (queueMail), so none lands after deleteMailOf.
  await db.collection(COLLECTIONS.users).doc(uid).delete();
  const contactMessages = await deleteContactMessagesFrom(db, addresses);
  const mail = await deleteMailOf(db, uid, addresses);
  const anonymised = (await anonymiseRecordsOf(db, uid)) + mail.anonymised;
  const batch = db.batch();
  batch.delete(db.collection(COLLECTIONS.nameRequests).doc(uid));
  batch.delete(db.collection(COLLECTIONS.contactSenders).doc(uid));
  batch.delete(db.collection(COLLECTIONS.members).doc(uid));
  batch.delete(db.collection(COLLECTIONS.rateLimits).doc(uid));
  await batch.commit();
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    // Already deleted by an earlier call that failed after this step's success reached no one.
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  return { uid, posts, proposals, comments, contactMessages, mail: mail.deleted, anonymised };
}
