import { getApps, initializeApp as initializeAdmin } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { deleteApp } from 'firebase/app';
import { createUserWithEmailAndPassword, sendEmailVerification, signOut, type Auth, type User } from 'firebase/auth';
import { afterAll, beforeEach } from 'vitest';
import { setAdminRights } from '#tools/operations/grant-admin.ts';
import { authAdmin, emulatorsFromEnv, eventually, firestoreAdmin } from '#shared/testing/index.ts';
import { webClient, type WebClient } from './web-client';

// What the integration tests share: the emulated project as an admin, the web client's set-up,
// the steps that make the profile and the admin their tests start from.

export const emulators = emulatorsFromEnv(process.env);
/** The Admin SDK on the suite's project (the emulators), as the functions and admin:grant use it. */
export const adminApp = getApps()[0] ?? initializeAdmin({ projectId: emulators.projectId });
export const db = getFirestore(adminApp);

/**
 * The file's client of the emulated project, as the web app is one (webClient): signed out, with
 * Firestore and Auth emptied, before each test; its app deleted after the file.
 */
export function useWebClient(name: string): WebClient {
  const client = webClient(name);
  afterAll(() => deleteApp(client.app));
  beforeEach(async () => {
    await signOut(client.auth);
    await firestoreAdmin(emulators).clear();
    await authAdmin(emulators).clear();
  });
  return client;
}

/** Waits for users/{uid}, which the sign-up trigger writes in its own time. */
export const profileWritten = (uid: string) =>
  eventually(async () => ((await db.doc(`users/${uid}`).get()).exists ? true : undefined));

/**
 * Signs up `email` on `auth` and grants it admin rights as admin:grant does (its address verified
 * first, as granting needs); the signed-in token is then refreshed to carry the claim.
 */
export async function signUpAdmin(auth: Auth, email: string): Promise<User> {
  const { user } = await createUserWithEmailAndPassword(auth, email, 'a long password');
  await getAdminAuth(adminApp).updateUser(user.uid, { emailVerified: true });
  await setAdminRights(adminApp, email, true);
  await auth.currentUser?.getIdToken(true); // pick up the new claim
  return user;
}

/** A membership application's fields, as the onboarding form writes them to users/{uid}. */
export const applicationFields = {
  status: 'pending',
  displayName: 'Sipho Dlamini',
  memberKind: 'peer',
  country: 'South Africa',
  bio: 'Journalist and editor from Durban.',
  guidelinesAccepted: true,
};

/**
 * An applicant signed up through Auth (the sign-up trigger writes the profile), who verified their
 * address by the link of its mail (as applying needs; not when `verified` is false), then applied,
 * and signed out. Returns their uid and `applied` as the admin's queue reads it (milliseconds).
 */
export async function pendingApplicant(
  auth: Auth,
  email = 'sipho@example.com',
  { verified = true } = {},
): Promise<{ uid: string; applied: number }> {
  const { user } = await createUserWithEmailAndPassword(auth, email, 'a long password');
  if (verified) {
    await sendEmailVerification(user);
    await authAdmin(emulators).followOobLink(email);
  }
  await profileWritten(user.uid);
  await db.doc(`users/${user.uid}`).update({ ...applicationFields, applied: Timestamp.now() });
  await signOut(auth);
  const applied = (await db.doc(`users/${user.uid}`).get()).get('applied') as Timestamp;
  return { uid: user.uid, applied: applied.toMillis() };
}
