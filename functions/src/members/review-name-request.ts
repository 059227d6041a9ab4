import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS, type NameRequestStatus } from '#shared/model/index.js';
import { USERS } from '../profiles/initial-profile.js';
import { audit, auditEntry, requireAdmin } from './admin-rights.js';
import { refuseUnusableName } from './display-name.js';
import { nameReviewInputSchema } from './name-input.js';
import { heldCardRef } from './held-cards.js';
import { MEMBERS } from './review-member.js';

export const NAME_REQUESTS = COLLECTIONS.nameRequests;

export interface NameReviewResult {
  uid: string;
  status: Extract<NameRequestStatus, 'approved' | 'declined'>;
  /** The card's display name after the decision. */
  displayName: string;
}

/** A stored time as the admin's browser held it: whole milliseconds (the timestamp has microseconds). */
function millis(value: unknown): number | null {
  if (!(value instanceof Timestamp)) return null;
  return value.seconds * 1000 + Math.floor(value.nanoseconds / 1_000_000);
}

/** Only for the version the admin read. Why: docs/decisions/0028-reviews-name-the-version-the-admin-saw.md */
export async function reviewNameRequestHandler(
  db: Firestore,
  request: CallableRequest<unknown>,
): Promise<NameReviewResult> {
  const actor = await requireAdmin(db, request, {
    unauthenticated: 'Sign in to review name requests.',
    denied: 'Only admins can review name requests.',
  });
  const parsed = nameReviewInputSchema.safeParse(request.data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`);
    throw new HttpsError('invalid-argument', `Invalid review: ${problems.join('; ')}`);
  }
  const input = parsed.data;

  return db.runTransaction(async (transaction) => {
    const requestRef = db.collection(NAME_REQUESTS).doc(input.uid);
    const cardRef = db.collection(MEMBERS).doc(input.uid);
    const profileRef = db.collection(USERS).doc(input.uid);
    const [stored, shown, held, profile] = await transaction.getAll(
      requestRef,
      cardRef,
      heldCardRef(db, input.uid),
      profileRef,
    );
    // A card held out of the directories (a suspension, a removal) takes the name too: it shows again as approved.
    const card = shown?.exists ? shown : held;
    if (!stored?.exists) throw new HttpsError('not-found', 'This member has no name request: it was withdrawn.');
    if (stored.get('status') !== 'pending') {
      throw new HttpsError('failed-precondition', 'This name request was already decided: reload the list.');
    }
    if (millis(stored.get('requested')) !== input.requested) {
      throw new HttpsError(
        'aborted',
        'The member changed this name request after you opened it: reload the list and read it again.',
      );
    }
    if (!card?.exists) throw new HttpsError('failed-precondition', 'This member has no card to rename.');
    const name = String(stored.get('displayName') ?? '');
    const previousName = String(card.get('displayName') ?? '');
    const reviewed = { reviewed: FieldValue.serverTimestamp(), reviewedBy: actor };

    if (input.decision === 'decline') {
      transaction.update(requestRef, { status: 'declined', reason: input.reason, ...reviewed });
      audit(db, transaction, auditEntry(actor, input.uid, 'declineName', { name, reason: input.reason }));
      return { uid: input.uid, status: 'declined', displayName: previousName };
    }
    // The rules refuse what they can read; the look-alikes only the model's check finds.
    refuseUnusableName(name);
    transaction.update(card.ref, { displayName: name });
    if (profile?.exists) transaction.update(profileRef, { displayName: name });
    transaction.update(requestRef, { status: 'approved', previousName, ...reviewed });
    audit(db, transaction, auditEntry(actor, input.uid, 'approveName', { from: previousName, to: name }));
    return { uid: input.uid, status: 'approved', displayName: name };
  });
}
