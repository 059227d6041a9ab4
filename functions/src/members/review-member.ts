import type { Auth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS, type MemberStatus, type MemberType } from '#shared/model/index.js';
import { USERS } from '../profiles/initial-profile.js';
import { audit, auditEntry, requireAdmin } from './admin-rights.js';
import { refuseUnusableName } from './display-name.js';
import { memberSlugFor } from './member-slug.js';
import { reviewInputSchema } from './review-input.js';

/** Public member cards, read by the community directories: never the e-mail. */
export const MEMBERS = COLLECTIONS.members;

export interface ReviewResult {
  uid: string;
  status: Extract<MemberStatus, 'active' | ''>;
  type: MemberType | null;
}

interface Application {
  status?: unknown;
  displayName?: unknown;
  country?: unknown;
  bio?: unknown;
  applied?: unknown;
}

/** Whole milliseconds, as the admin's browser saw it (the stored timestamp has microseconds). */
function appliedMillis(applied: unknown): number | null {
  if (!(applied instanceof Timestamp)) return null;
  return applied.seconds * 1000 + Math.floor(applied.nanoseconds / 1_000_000);
}

const describeTime = (millis: number | null) => (millis === null ? 'no time' : new Date(millis).toISOString());

/** Only for the version the admin read. Why: docs/decisions/0028-reviews-name-the-version-the-admin-saw.md */
export async function reviewMemberHandler(
  db: Firestore,
  auth: Auth,
  request: CallableRequest<unknown>,
): Promise<ReviewResult> {
  const reviewer = await requireAdmin(db, request, {
    unauthenticated: 'Sign in to review applications.',
    denied: 'Only admins can review applications.',
  });
  const parsed = reviewInputSchema.safeParse(request.data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`);
    throw new HttpsError('invalid-argument', `Invalid review: ${problems.join('; ')}`);
  }
  const input = parsed.data;
  // The account's address as Auth holds it now: approval needs it verified, and the profile takes it.
  const verifiedEmail = input.decision === 'approve' ? await verifiedAddress(auth, input.uid) : null;

  return db.runTransaction(async (transaction) => {
    const userRef = db.collection(USERS).doc(input.uid);
    const snapshot = await transaction.get(userRef);
    if (!snapshot.exists) throw new HttpsError('not-found', `No member profile exists for ${input.uid}.`);
    const profile = snapshot.data() as Application;
    if (profile.status !== 'pending') {
      throw new HttpsError(
        'failed-precondition',
        `Only pending applications can be reviewed; this one has status "${String(profile.status)}".`,
      );
    }
    const stored = appliedMillis(profile.applied);
    if (stored !== input.applied) {
      throw new HttpsError(
        'aborted',
        `The application changed after you opened it (applied ${describeTime(stored)}, you reviewed ${describeTime(input.applied)}): reload the queue and review it again.`,
      );
    }
    const cardRef = db.collection(MEMBERS).doc(input.uid);
    const card = input.decision === 'approve' ? await transaction.get(cardRef) : null;
    const reviewed = { reviewed: FieldValue.serverTimestamp(), reviewedBy: reviewer };

    if (input.decision === 'decline') {
      transaction.update(userRef, { status: '', reviewNote: input.reason, ...reviewed });
      audit(db, transaction, auditEntry(reviewer, input.uid, 'declineMember'));
      return { uid: input.uid, status: '', type: null };
    }

    // The card's name becomes the member's byline: the rules read only part of what would pass for the editors'.
    refuseUnusableName(String(profile.displayName ?? ''));
    const slug = await memberSlugFor(db, transaction, card, String(profile.displayName ?? ''));
    transaction.update(userRef, {
      status: 'active',
      type: input.type,
      email: verifiedEmail,
      reviewNote: FieldValue.delete(),
      ...reviewed,
    });
    const joined: unknown = card?.get('joined');
    transaction.set(cardRef, {
      displayName: String(profile.displayName ?? ''),
      type: input.type,
      country: String(profile.country ?? ''),
      bio: String(profile.bio ?? ''),
      // A member approved before (a card exists) keeps the date they first joined.
      joined: joined instanceof Timestamp ? joined : FieldValue.serverTimestamp(),
      slug,
    });
    audit(db, transaction, auditEntry(reviewer, input.uid, 'approveMember', { type: input.type }));
    return { uid: input.uid, status: 'active', type: input.type };
  });
}

/** The `details.reason` of that refusal, so the admin's screen can say it in its own words. */
export const UNVERIFIED_EMAIL = 'email-unverified';

/** The account's verified address; refuses (failed-precondition, said to the admin) an unverified one. */
async function verifiedAddress(auth: Auth, uid: string): Promise<string> {
  const account = await auth.getUser(uid).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') throw new HttpsError('not-found', `No account exists for ${uid}.`);
    throw error;
  });
  if (!account.email || !account.emailVerified) {
    throw new HttpsError(
      'failed-precondition',
      `${account.email ?? 'This account'} has not verified its e-mail address yet, so it cannot be approved: every mail to the member goes there. The member follows the link of the verification mail (they can send it again from their onboarding page); then approve.`,
      { reason: UNVERIFIED_EMAIL },
    );
  }
  return account.email;
}
