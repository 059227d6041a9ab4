import type { User } from 'firebase/auth';

import { loadFirestore } from '@/lib/firebase/load-firestore';
import { COLLECTIONS, type UserProfile } from '@/lib/model';

/**
 * users/{uid} (shared/model/users.ts) as the client reads it: the fields it uses, no times.
 * `reviewNote` says why an earlier application was declined (set by reviewMember).
 */
export type Profile = Pick<
  UserProfile<unknown>,
  'email' | 'status' | 'type' | 'displayName' | 'memberKind' | 'country' | 'bio' | 'guidelinesAccepted' | 'reviewNote'
>;

/** What the onboarding form submits (USER_APPLICATION_FIELDS but `applied`, which is the server's time), all required. */
export type Application = Required<Pick<UserProfile<unknown>, 'displayName' | 'memberKind' | 'country' | 'bio'>> & {
  guidelinesAccepted: true;
};

/** Reads users/{uid}; null when there is no profile record. */
export async function readProfile(uid: string): Promise<Profile | null> {
  const { db, doc, getDoc } = await loadFirestore();
  const snapshot = await getDoc(doc(db, COLLECTIONS.users, uid));
  return snapshot.exists() ? (snapshot.data() as Profile) : null;
}

/**
 * Spec operations 2 and 9: writes the initial profile only when none exists. The auth trigger does
 * the same server-side; the transaction makes whichever write comes second change nothing.
 * Returns true when this call created it.
 */
export async function ensureProfile(user: User): Promise<boolean> {
  const { db, doc, getDoc, runTransaction, serverTimestamp } = await loadFirestore();
  const ref = doc(db, COLLECTIONS.users, user.uid);
  try {
    return await runTransaction(db, async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (snapshot.exists()) return false;
      transaction.set(ref, { email: user.email ?? '', status: '', type: null, created: serverTimestamp() });
      return true;
    });
  } catch (error) {
    // The trigger created the profile between our read and our write: that is the outcome we wanted.
    if ((await getDoc(ref)).exists()) return false;
    throw error;
  }
}

/**
 * Submits (or edits) the onboarding application: status becomes 'pending'. The rules let the owner
 * only update a profile (its creation takes exactly the initial fields), so a profile that was
 * never written is created first, as at sign-up (ensureProfile), then updated.
 */
export async function submitApplication(user: User, application: Application): Promise<void> {
  await ensureProfile(user);
  const { db, doc, serverTimestamp, updateDoc } = await loadFirestore();
  await updateDoc(doc(db, COLLECTIONS.users, user.uid), {
    ...application,
    status: 'pending',
    applied: serverTimestamp(),
  });
}

/**
 * The profile's e-mail, set to the account's new address once it is verified (after
 * verifyBeforeUpdateEmail): the rules accept only the ID token's own verified address.
 */
export async function updateProfileEmail(uid: string, email: string): Promise<void> {
  const { db, doc, updateDoc } = await loadFirestore();
  await updateDoc(doc(db, COLLECTIONS.users, uid), { email });
}
