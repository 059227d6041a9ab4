import { getApps, initializeApp as initializeAdmin } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signInAnonymously } from 'firebase/auth';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { authAdmin, emulatorsFromEnv, eventually, firestoreAdmin } from '#shared/testing/index.ts';

const emulators = emulatorsFromEnv(process.env);
const { projectId, auth: authHost } = emulators;

const admin = getApps()[0] ?? initializeAdmin({ projectId });
const db = getFirestore(admin);
const webApp = initializeApp({ projectId, apiKey: 'demo-api-key' }, 'signup-test');
const auth = getAuth(webApp);
connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });

afterAll(() => deleteApp(webApp));
beforeEach(async () => {
  await firestoreAdmin(emulators).clear();
  await authAdmin(emulators).clear();
});

describe('sign-up through the Auth emulator', () => {
  it('makes the Functions emulator create the initial profile in Firestore', async () => {
    const { user } = await createUserWithEmailAndPassword(auth, 'amara@example.com', 'correct horse battery');

    const profile = await eventually(async () => (await db.doc(`users/${user.uid}`).get()).data());

    expect(profile).toMatchObject({ email: 'amara@example.com', status: '', type: null });
    expect(profile.created).toBeInstanceOf(Timestamp);
    // indexUserForSearch adds the account's searchWords once the profile exists, maybe before this
    // read: they are its own (functions/src/search); the sign-up writes these four fields alone.
    const signUpFields = Object.keys(profile).filter((key) => key !== 'searchWords');
    expect(signUpFields.sort()).toEqual(['created', 'email', 'status', 'type']);
  });

  it("writes no profile for the contact page's anonymous session (its user record has no sign-in method)", async () => {
    const { user: anonymous } = await signInAnonymously(auth);
    const { user: member } = await createUserWithEmailAndPassword(auth, 'kofi@example.com', 'correct horse battery');

    // The emulator runs the triggers in the order of the sign-ups: once the member's profile is
    // there, the anonymous account's trigger has run too.
    await eventually(async () => (await db.doc(`users/${member.uid}`).get()).data());
    expect((await db.doc(`users/${anonymous.uid}`).get()).exists).toBe(false);
  });
});
