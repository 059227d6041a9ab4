import type { User } from 'firebase/auth';

import { loadFirestore } from '@/lib/firebase/load-firestore';
import { COLLECTIONS, type UserProfile } from '@/lib/model';

/** `reviewNote` says why an earlier application was declined. */
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
 * Writing at once would race the sign-up trigger (a refused commit in the console); its call can be lost, so the client
 * writes after this. The member does not wait meanwhile.
 */
export const TRIGGER_PROFILE_WAIT_MS = 20_000;

/** The longest pause between two reads while waiting for a profile. */
const LONGEST_PAUSE_MS = 1_000;

/** Reads, not a listener: Firestore lite has none, and the full SDK is not worth it for a sign-up. */
export async function waitForProfile(uid: string, withinMs: number): Promise<Profile | null> {
  const deadline = Date.now() + withinMs;
  for (let pause = 100; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    const profile = await readProfile(uid);
    const left = deadline - Date.now();
    if (profile || left <= 0) return profile;
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
  }
}

/** Spec operations 2 and 9. The transaction makes whichever of this and the trigger comes second change nothing. */
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
    // The trigger created the profile between our read and our write: that is the outcome we wanted,
    // so it is no failure and nothing is logged.
    if ((await getDoc(ref)).exists()) return false;
    throw error;
  }
}

/** The rules let the owner only update a profile, so one never written is created first (ensureProfile). */
export async function submitApplication(user: User, application: Application): Promise<void> {
  await ensureProfile(user);
  const { db, doc, serverTimestamp, updateDoc } = await loadFirestore();
  await updateDoc(doc(db, COLLECTIONS.users, user.uid), {
    ...application,
    status: 'pending',
    applied: serverTimestamp(),
  });
}

/** The rules accept only the ID token's own verified address. */
export async function updateProfileEmail(uid: string, email: string): Promise<void> {
  const { db, doc, updateDoc } = await loadFirestore();
  await updateDoc(doc(db, COLLECTIONS.users, uid), { email });
}
