import { deleteApp } from 'firebase/app';
import { createUserWithEmailAndPassword, signInWithEmailAndPassword } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { db, pendingApplicant, signUpAdmin, useWebClient } from './support';
import { webClient } from './web-client';

const { auth, callable } = useWebClient('review-integration');
const reviewMember = callable('reviewMember');

describe('reviewMember through the Functions emulator', () => {
  it('is allowed for an admin granted by admin:grant, with a real ID token', async () => {
    const { uid: applicant, applied } = await pendingApplicant(auth);
    await signUpAdmin(auth, 'admin@example.com');

    const result = await reviewMember({ uid: applicant, applied, decision: 'approve', type: 'peer' });

    expect(result.data).toEqual({ uid: applicant, status: 'active', type: 'peer' });
    expect((await db.doc(`members/${applicant}`).get()).get('displayName')).toBe('Sipho Dlamini');
  });

  it('refuses to approve an applicant whose address is unverified, saying so to the admin', async () => {
    const { uid: applicant, applied } = await pendingApplicant(auth, 'sipho@example.com', { verified: false });
    await signUpAdmin(auth, 'admin@example.com');

    await expect(reviewMember({ uid: applicant, applied, decision: 'approve', type: 'peer' })).rejects.toMatchObject({
      code: 'functions/failed-precondition',
      message: expect.stringContaining('sipho@example.com has not verified its e-mail address yet'),
    });
    expect((await db.doc(`users/${applicant}`).get()).get('status')).toBe('pending');
    expect((await db.doc(`members/${applicant}`).get()).exists).toBe(false);
  });

  it('is refused to a signed-in member without the claim, and to a signed-out caller', async () => {
    const { uid: applicant, applied } = await pendingApplicant(auth);
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
    const { uid: applicant, applied } = await pendingApplicant(auth);
    await signUpAdmin(auth, 'admin@example.com');
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
