import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { deleteApp } from 'firebase/app';
import {
  createUserWithEmailAndPassword,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore as getClientFirestore,
  limit,
  query,
  setLogLevel,
  updateDoc,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { setAdminRights } from '#tools/operations/grant-admin.ts';
import { authAdmin, nextSecond, tokenClaims } from '#shared/testing/index.ts';
import { adminApp, db, emulators, profileWritten, signUpAdmin, useWebClient } from './support';
import { webClient } from './web-client';

const { auth, callable } = useWebClient('manage-integration');
const manageMember = callable('manageMember');

/** An active peer with a card, then an admin (granted by admin:grant) signed in. Returns the peer's uid. */
async function activeMemberAndAdmin(): Promise<string> {
  const { user } = await createUserWithEmailAndPassword(auth, 'kofi@example.com', 'a long password');
  await profileWritten(user.uid);
  await db.doc(`users/${user.uid}`).update({ status: 'active', type: 'peer' });
  await db.doc(`members/${user.uid}`).set({ displayName: 'Kofi', type: 'peer', country: 'Ghana', bio: 'Reader.' });
  await signUpAdmin(auth, 'admin@example.com');
  return user.uid;
}

// The revoked admin's refused query is the point of a test: keep the SDK from logging it as an error.
setLogLevel('silent');

describe('manageMember through the Functions emulator', () => {
  it('lets an admin suspend a member with a reason, which the member reads signed in (their writes refused), and reinstate them', async () => {
    const uid = await activeMemberAndAdmin();
    const reason = 'Repeated insults in the comments after two warnings.';

    await expect(manageMember({ uid, action: 'suspend', reason })).resolves.toMatchObject({
      data: { uid, action: 'suspend', status: 'suspended' },
    });
    expect((await db.doc(`users/${uid}`).get()).get('status')).toBe('suspended');
    const other = webClient('manage-suspended');
    try {
      await signInWithEmailAndPassword(other.auth, 'kofi@example.com', 'a long password');
      const firestore = getClientFirestore(other.app);
      const [host, port] = emulators.firestore.split(':');
      connectFirestoreEmulator(firestore, host ?? '127.0.0.1', Number(port));
      expect((await getDoc(doc(firestore, 'users', uid))).data()).toMatchObject({
        status: 'suspended',
        suspensionReason: reason,
      });
      await expect(
        updateDoc(doc(firestore, 'users', uid), { displayName: 'Kofi again', status: 'pending' }),
      ).rejects.toMatchObject({ code: 'permission-denied' });

      await manageMember({ uid, action: 'reinstate' });
      expect((await getDoc(doc(firestore, 'users', uid))).data()).not.toHaveProperty('suspensionReason');
    } finally {
      await deleteApp(other.app);
    }
    // The admin's own grant (by admin:grant) is in the log too: only the member's entries here.
    const log = (await db.collection('auditLog').orderBy('at').get()).docs.filter((doc) => doc.get('target') === uid);
    expect(log.map((doc) => doc.get('action'))).toEqual(['suspend', 'reinstate']);
    expect(log[0]?.get('details')).toMatchObject({ reason });
    expect(log[0]?.get('at')).toBeInstanceOf(Timestamp);
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

  it('stops a revoked admin at once: the ID token minted before still claims admin, and opens nothing', async () => {
    const uid = await activeMemberAndAdmin();
    // Another admin, signed in on a client of their own, reading as an admin with their token.
    const revoked = webClient('manage-revoked');
    try {
      const { user } = await createUserWithEmailAndPassword(revoked.auth, 'efua@example.com', 'a long password');
      await getAdminAuth(adminApp).updateUser(user.uid, { emailVerified: true });
      await setAdminRights(adminApp, 'efua@example.com', true);
      const minted = await user.getIdTokenResult(true);
      expect(minted.claims.admin).toBe(true);
      const firestore = getClientFirestore(revoked.app);
      const [host, port] = emulators.firestore.split(':');
      connectFirestoreEmulator(firestore, host ?? '127.0.0.1', Number(port));
      const users = query(collection(firestore, 'users'), limit(25));
      await expect(getDocs(users)).resolves.toBeTruthy();
      const validAfter = (await getAdminAuth(adminApp).getUser(user.uid)).tokensValidAfterTime;
      await nextSecond();

      await manageMember({ uid: user.uid, action: 'revokeAdmin' });

      // Still the token of before, with the claim: the rules and the callables refuse it all the same.
      expect((await user.getIdTokenResult()).token).toBe(minted.token);
      await expect(getDocs(users)).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(revoked.callable('manageMember')({ uid, action: 'removeCard' })).rejects.toMatchObject({
        code: 'functions/permission-denied',
      });
      expect((await db.doc(`members/${uid}`).get()).exists).toBe(true);
      // Its refresh tokens are revoked: the app cannot renew the session, which ends within the hour.
      expect((await getAdminAuth(adminApp).getUser(user.uid)).tokensValidAfterTime).not.toBe(validAfter);
      expect((await getAdminAuth(adminApp).getUser(user.uid)).customClaims?.admin).toBeUndefined();
    } finally {
      await deleteApp(revoked.app);
    }
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
