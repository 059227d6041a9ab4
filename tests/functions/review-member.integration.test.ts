import { getApps, initializeApp as initializeAdmin } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { deleteApp } from 'firebase/app';
import {
  createUserWithEmailAndPassword,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { setAdminRights } from '../../tools/operations/grant-admin';
import { authAdmin, emulatorsFromEnv, eventually, firestoreAdmin } from '../../shared/testing/index.ts';
import { webClient } from './web-client';

const emulators = emulatorsFromEnv(process.env);
const { projectId } = emulators;

const adminApp = getApps()[0] ?? initializeAdmin({ projectId });
const db = getFirestore(adminApp);
const { app: webApp, auth, callable } = webClient('review-integration');
const reviewMember = callable('reviewMember');

afterAll(() => deleteApp(webApp));
beforeEach(async () => {
  await signOut(auth);
  await firestoreAdmin(emulators).clear();
  await authAdmin(emulators).clear();
});

/**
 * The applicant's uid and `applied` time as the admin's queue reads it (milliseconds). `verified`:
 * they followed the link of the verification mail the site sent them, as applying needs.
 */
async function pendingApplicant({ verified = true } = {}): Promise<{ uid: string; applied: number }> {
  const { user } = await createUserWithEmailAndPassword(auth, 'sipho@example.com', 'a long password');
  if (verified) {
    await sendEmailVerification(user);
    await authAdmin(emulators).followOobLink('sipho@example.com');
  }
  await eventually(async () => ((await db.doc(`users/${user.uid}`).get()).exists ? true : undefined));
  await db.doc(`users/${user.uid}`).update({
    status: 'pending',
    displayName: 'Sipho Dlamini',
    memberKind: 'peer',
    country: 'South Africa',
    bio: 'Journalist and editor from Durban.',
    guidelinesAccepted: true,
    applied: Timestamp.now(),
  });
  await signOut(auth);
  const applied = (await db.doc(`users/${user.uid}`).get()).get('applied') as Timestamp;
  return { uid: user.uid, applied: applied.toDate().getTime() };
}

describe('reviewMember through the Functions emulator', () => {
  it('is allowed for an admin granted by admin:grant, with a real ID token', async () => {
    const { uid: applicant, applied } = await pendingApplicant();
    const { user: adminUser } = await createUserWithEmailAndPassword(auth, 'admin@example.com', 'a long password');
    await getAdminAuth(adminApp).updateUser(adminUser.uid, { emailVerified: true });
    await setAdminRights(adminApp, 'admin@example.com', true);
    await auth.currentUser?.getIdToken(true); // pick up the new claim

    const result = await reviewMember({ uid: applicant, applied, decision: 'approve', type: 'peer' });

    expect(result.data).toEqual({ uid: applicant, status: 'active', type: 'peer' });
    expect((await db.doc(`members/${applicant}`).get()).get('displayName')).toBe('Sipho Dlamini');
  });

  it('refuses to approve an applicant whose address is unverified, saying so to the admin', async () => {
    const { uid: applicant, applied } = await pendingApplicant({ verified: false });
    const { user: adminUser } = await createUserWithEmailAndPassword(auth, 'admin@example.com', 'a long password');
    await getAdminAuth(adminApp).updateUser(adminUser.uid, { emailVerified: true });
    await setAdminRights(adminApp, 'admin@example.com', true);
    await auth.currentUser?.getIdToken(true);

    await expect(reviewMember({ uid: applicant, applied, decision: 'approve', type: 'peer' })).rejects.toMatchObject({
      code: 'functions/failed-precondition',
      message: expect.stringContaining('sipho@example.com has not verified its e-mail address yet'),
    });
    expect((await db.doc(`users/${applicant}`).get()).get('status')).toBe('pending');
    expect((await db.doc(`members/${applicant}`).get()).exists).toBe(false);
  });

  it('is refused to a signed-in member without the claim, and to a signed-out caller', async () => {
    const { uid: applicant, applied } = await pendingApplicant();
    await expect(reviewMember({ uid: applicant, applied, decision: 'approve', type: 'peer' })).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
    await createUserWithEmailAndPassword(auth, 'member@example.com', 'a long password');
    await expect(reviewMember({ uid: applicant, applied, decision: 'approve', type: 'peer' })).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
    expect((await db.doc(`users/${applicant}`).get()).get('status')).toBe('pending');
  });

  it('is refused to an admin whose app presents no App Check token (a script, not the site)', async () => {
    const { uid: applicant, applied } = await pendingApplicant();
    const { user: adminUser } = await createUserWithEmailAndPassword(auth, 'admin@example.com', 'a long password');
    await getAdminAuth(adminApp).updateUser(adminUser.uid, { emailVerified: true });
    await setAdminRights(adminApp, 'admin@example.com', true);
    await auth.currentUser?.getIdToken(true);
    // Another app signed in as the same admin, without App Check.
    const script = webClient('review-without-app-check', { appCheck: false });
    try {
      await signInWithEmailAndPassword(script.auth, 'admin@example.com', 'a long password');

      await expect(
        script.callable('reviewMember')({ uid: applicant, applied, decision: 'approve', type: 'peer' }),
      ).rejects.toMatchObject({ code: 'functions/unauthenticated' });
      expect((await db.doc(`users/${applicant}`).get()).get('status')).toBe('pending');
    } finally {
      await deleteApp(script.app);
    }
  });
});
