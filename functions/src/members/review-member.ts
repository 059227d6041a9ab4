import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS, type MemberStatus, type MemberType } from '../../../shared/model/index.js';
import { USERS } from '../profiles/initial-profile.js';
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
}

/**
 * Approves or declines a pending application. Approval makes the member active with the chosen
 * type and publishes their card; declining sends them back to onboarding (status '') with the
 * reason, so they can revise and apply again. Both happen in one transaction.
 */
export async function reviewMemberHandler(db: Firestore, request: CallableRequest<unknown>): Promise<ReviewResult> {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to review applications.');
  if (request.auth.token.admin !== true) {
    throw new HttpsError('permission-denied', 'Only admins can review applications.');
  }
  const parsed = reviewInputSchema.safeParse(request.data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`);
    throw new HttpsError('invalid-argument', `Invalid review: ${problems.join('; ')}`);
  }
  const input = parsed.data;
  const reviewer = request.auth.uid;

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
    const reviewed = { reviewed: FieldValue.serverTimestamp(), reviewedBy: reviewer };

    if (input.decision === 'decline') {
      transaction.update(userRef, { status: '', reviewNote: input.reason, ...reviewed });
      return { uid: input.uid, status: '', type: null };
    }

    transaction.update(userRef, { status: 'active', type: input.type, reviewNote: FieldValue.delete(), ...reviewed });
    transaction.set(db.collection(MEMBERS).doc(input.uid), {
      displayName: String(profile.displayName ?? ''),
      type: input.type,
      country: String(profile.country ?? ''),
      bio: String(profile.bio ?? ''),
      joined: FieldValue.serverTimestamp(),
    });
    return { uid: input.uid, status: 'active', type: input.type };
  });
}
