import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { callableRequest, clearFirestore, emulatedFirestore } from '../test-support.js';
import { deleteAccountHandler, RECENT_SIGN_IN_SECONDS } from './delete-account.js';

const { db, projectId } = emulatedFirestore();
const auth = getAuth();
const now = Date.UTC(2026, 10, 26, 12, 0, 0);
const nowSeconds = now / 1000;

const caller = (uid: string, signedInSecondsAgo: number) => ({
  uid,
  token: { auth_time: nowSeconds - signedInSecondsAgo },
});
const call = (auth_: { uid: string; token: Record<string, unknown> } | undefined) =>
  deleteAccountHandler(db, auth, callableRequest({}, auth_), now);

async function expectHttpsError(promise: Promise<unknown>, code: string, message?: RegExp) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught as { code: string; message: string },
  );
  expect(error?.code).toBe(code);
  if (message) expect(error?.message).toMatch(message);
}

const post = (authorUid: string, status: string) => ({ authorUid, status, title: `A ${status} post` });
const comment = (authorUid: string) => ({ authorUid, body: 'Thank you.' });
const proposal = (proposedBy: string, status: string) => ({ proposedBy, status, title: 'Things Fall Apart' });

let uid: string;

beforeEach(async () => {
  await clearFirestore(projectId);
  const user = await auth.createUser({ email: `leaving-${crypto.randomUUID().slice(0, 8)}@example.test` });
  uid = user.uid;
  await db.doc(`users/${uid}`).set({ email: user.email, status: 'active', type: 'voice', created: Timestamp.now() });
  await db.doc(`members/${uid}`).set({ displayName: 'Leaving Member', type: 'voice', country: 'Ghana', bio: 'x' });
  await db.doc('posts/own-draft').set(post(uid, 'draft'));
  await db.doc('posts/own-submitted').set(post(uid, 'submitted'));
  await db.doc('posts/own-published').set(post(uid, 'published'));
  await db.doc('posts/other-published').set(post('someone-else', 'published'));
  await db.doc('posts/other-published/comments/own').set(comment(uid));
  await db.doc('posts/other-published/comments/other').set(comment('someone-else'));
  await db.doc('posts/own-published/comments/own-on-own').set(comment(uid));
  await db.doc('bannedBooks/own-proposed').set(proposal(uid, 'proposed'));
  await db.doc('bannedBooks/own-approved').set(proposal(uid, 'approved'));
  await db.doc('bannedBooks/other-proposed').set(proposal('someone-else', 'proposed'));
  await db.doc(`rateLimits/${uid}`).set({ comment: { count: 1, target: 'posts/other-published/comments/own' } });
  await db.doc('users/someone-else').set({ email: 'other@example.test', status: 'active' });
  await db.doc('members/someone-else').set({ displayName: 'Someone Else' });
});

const exists = async (path: string) => (await db.doc(path).get()).exists;
const authUserExists = (id: string) =>
  auth.getUser(id).then(
    () => true,
    () => false,
  );

describe('deleteAccount', () => {
  it('deletes the Auth account, profile, card, every post, comment and proposal of the caller, and nothing else', async () => {
    const result = await call(caller(uid, 30));

    expect(result).toEqual({ uid, posts: 3, proposals: 2, comments: 2 });
    expect(await authUserExists(uid)).toBe(false);
    for (const path of [
      `users/${uid}`,
      `members/${uid}`,
      `rateLimits/${uid}`,
      'posts/own-draft',
      'posts/own-submitted',
      'posts/own-published',
      'posts/other-published/comments/own',
      'posts/own-published/comments/own-on-own',
      'bannedBooks/own-proposed',
      'bannedBooks/own-approved',
    ]) {
      expect(await exists(path), path).toBe(false);
    }
    for (const path of [
      'posts/other-published',
      'posts/other-published/comments/other',
      'bannedBooks/other-proposed',
      'users/someone-else',
      'members/someone-else',
    ]) {
      expect(await exists(path), path).toBe(true);
    }
  });

  it('can be called again after a call that deleted part or all of it (safe to retry)', async () => {
    await db.doc('posts/own-draft').delete();
    await db.doc(`members/${uid}`).delete();
    await expect(call(caller(uid, 30))).resolves.toEqual({ uid, posts: 2, proposals: 2, comments: 2 });
    // Everything is gone already, the Auth account included: the retry still succeeds.
    await expect(call(caller(uid, 30))).resolves.toEqual({ uid, posts: 0, proposals: 0, comments: 0 });
  });

  it('refuses a sign-in older than 5 minutes, deleting nothing', async () => {
    await expectHttpsError(call(caller(uid, RECENT_SIGN_IN_SECONDS + 1)), 'failed-precondition', /sign in again/);
    expect(await authUserExists(uid)).toBe(true);
    expect(await exists(`users/${uid}`)).toBe(true);
    expect(await exists('posts/own-draft')).toBe(true);
  });

  it('accepts a sign-in exactly 5 minutes old', async () => {
    await expect(call(caller(uid, RECENT_SIGN_IN_SECONDS))).resolves.toMatchObject({ uid });
  });

  it('refuses a token without auth_time, and a signed-out caller', async () => {
    await expectHttpsError(call({ uid, token: {} }), 'failed-precondition');
    await expectHttpsError(call(undefined), 'unauthenticated', /Sign in/);
    expect(await authUserExists(uid)).toBe(true);
    expect(await exists(`members/${uid}`)).toBe(true);
  });
});
