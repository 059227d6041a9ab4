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
import { setAdminClaim } from '../../tools/admin/grant-admin';
import { authAdmin, emulatorsFromEnv, eventually, firestoreAdmin, tokenClaims } from '../../shared/testing/index.ts';
import { webClient } from './web-client';

const emulators = emulatorsFromEnv(process.env);
const adminApp = getApps()[0] ?? initializeAdmin({ projectId: emulators.projectId });
const db = getFirestore(adminApp);
const { app: webApp, auth, callable } = webClient('manage-integration');
const manageMember = callable('manageMember');

afterAll(() => deleteApp(webApp));
beforeEach(async () => {
  await signOut(auth);
  await firestoreAdmin(emulators).clear();
  await authAdmin(emulators).clear();
});

/** An active peer with a card, then an admin (granted by admin:grant) signed in. Returns the peer's uid. */
async function activeMemberAndAdmin(): Promise<string> {
  const { user } = await createUserWithEmailAndPassword(auth, 'kofi@example.com', 'a long password');
  await eventually(async () => ((await db.doc(`users/${user.uid}`).get()).exists ? true : undefined));
  await db.doc(`users/${user.uid}`).update({ status: 'active', type: 'peer' });
  await db.doc(`members/${user.uid}`).set({ displayName: 'Kofi', type: 'peer', country: 'Ghana', bio: 'Reader.' });
  const { user: adminUser } = await createUserWithEmailAndPassword(auth, 'admin@example.com', 'a long password');
  await getAdminAuth(adminApp).updateUser(adminUser.uid, { emailVerified: true });
  await setAdminClaim(adminApp, 'admin@example.com', true);
  await auth.currentUser?.getIdToken(true);
  return user.uid;
}

describe('manageMember through the Functions emulator', () => {
  it('lets an admin suspend a member, who can no longer sign in, and reinstate them', async () => {
    const uid = await activeMemberAndAdmin();

    await expect(manageMember({ uid, action: 'suspend' })).resolves.toMatchObject({
      data: { uid, action: 'suspend', status: 'suspended' },
    });
    expect((await db.doc(`users/${uid}`).get()).get('status')).toBe('suspended');
    const other = webClient('manage-suspended');
    try {
      await expect(signInWithEmailAndPassword(other.auth, 'kofi@example.com', 'a long password')).rejects.toMatchObject(
        { code: 'auth/user-disabled' },
      );
      await manageMember({ uid, action: 'reinstate' });
      await expect(
        signInWithEmailAndPassword(other.auth, 'kofi@example.com', 'a long password'),
      ).resolves.toMatchObject({
        user: { uid },
      });
    } finally {
      await deleteApp(other.app);
    }
    const log = await db.collection('auditLog').orderBy('at').get();
    expect(log.docs.map((doc) => doc.get('action'))).toEqual(['suspend', 'reinstate']);
    expect(log.docs[0]?.get('at')).toBeInstanceOf(Timestamp);
  });

  it('is refused to a member without the claim, and to a signed-out caller', async () => {
    const uid = await activeMemberAndAdmin();
    await signOut(auth);
    await expect(manageMember({ uid, action: 'removeCard' })).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
    await signInWithEmailAndPassword(auth, 'kofi@example.com', 'a long password');
    await expect(manageMember({ uid, action: 'removeCard' })).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
    expect((await db.doc(`members/${uid}`).get()).exists).toBe(true);
  });
});

describe('grantAdmin through the Functions emulator: a password account, verified by its mail', () => {
  it('is refused while the address is unverified, and granted once the member followed the verification link', async () => {
    const uid = await activeMemberAndAdmin();
    await expect(manageMember({ uid, action: 'grantAdmin' })).rejects.toMatchObject({
      code: 'functions/failed-precondition',
      message: expect.stringMatching(/not verified their e-mail address.*send the verification mail again/),
    });

    // The member, in their own browser: the site's verification mail, then its link.
    const member = webClient('manage-verified-member');
    try {
      const { user } = await signInWithEmailAndPassword(member.auth, 'kofi@example.com', 'a long password');
      expect(user.providerData.map((provider) => provider.providerId)).toEqual(['password']);
      await sendEmailVerification(user);
      await authAdmin(emulators).followOobLink('kofi@example.com');

      await expect(manageMember({ uid, action: 'grantAdmin' })).resolves.toMatchObject({
        data: { uid, action: 'grantAdmin' },
      });
      expect((await getAdminAuth(adminApp).getUser(uid)).customClaims).toEqual({ admin: true });
      // The member's next token carries the claim (and the verified address).
      expect(tokenClaims(await user.getIdToken(true))).toMatchObject({ admin: true, email_verified: true });
    } finally {
      await deleteApp(member.app);
    }
  });
});
