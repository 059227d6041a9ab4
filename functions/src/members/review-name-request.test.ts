import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberCardDocument } from '#shared/testing/documents.js';
import { LOOK_ALIKE_NAMES } from '#shared/testing/look-alike-names.js';
import { auditLog, expectHttpsError } from '../test-support.js';
import { reviewNameRequestHandler } from './review-name-request.js';
import { callerOf, clearWithAdmin, db } from './test-support.js';

const uid = 'renamed';
// 2026-03-01T10:00:00.123456789Z: microseconds, as a server timestamp has.
const requested = new Timestamp(1772359200, 123_456_789);
/** The request's `requested` as the admin's list read it (a JavaScript Date): whole milliseconds. */
const seen = 1772359200_123;
const card = memberCardDocument(new Timestamp(1772000000, 0), { displayName: 'Amara Okafor', bio: 'Poet.' });
const post = {
  authorUid: uid,
  author: { displayName: 'Amara Okafor', type: 'voice' },
  title: 'Rain',
  status: 'published',
};

const call = callerOf((request) => reviewNameRequestHandler(db, request));
const approve = { uid, requested: seen, decision: 'approve' };
const decline = (reason?: string) => ({ uid, requested: seen, decision: 'decline', ...(reason ? { reason } : {}) });

const data = async (path: string) => (await db.doc(path).get()).data();

beforeEach(async () => {
  await clearWithAdmin();
  await db
    .doc(`users/${uid}`)
    .set({ email: 'amara@example.com', status: 'active', type: 'voice', displayName: 'Amara Okafor' });
  await db.doc(`members/${uid}`).set(card);
  await db.doc(`nameRequests/${uid}`).set({ displayName: 'Amara O.', status: 'pending', requested });
  await db.doc('posts/rain').set(post);
  await db.doc('posts/rain/comments/first').set({ authorUid: uid, author: post.author, body: 'Thank you.' });
});

describe('reviewNameRequest: approve', () => {
  it('puts the name on the card and the profile, records the decision and one audit entry', async () => {
    await expect(call(approve)).resolves.toEqual({ uid, status: 'approved', displayName: 'Amara O.' });
    expect(await data(`members/${uid}`)).toEqual({ ...card, displayName: 'Amara O.' });
    expect((await data(`users/${uid}`))?.displayName).toBe('Amara O.');
    expect(await data(`nameRequests/${uid}`)).toMatchObject({
      displayName: 'Amara O.',
      status: 'approved',
      previousName: 'Amara Okafor',
      reviewedBy: 'the-admin',
      reviewed: expect.any(Timestamp) as unknown,
    });
    expect(await auditLog(db)).toEqual([
      { actor: 'the-admin', target: uid, action: 'approveName', details: { from: 'Amara Okafor', to: 'Amara O.' } },
    ]);
  });

  it('leaves the byline of the member’s earlier posts and comments as it was', async () => {
    await call(approve);
    expect((await data('posts/rain'))?.author).toEqual({ displayName: 'Amara Okafor', type: 'voice' });
    expect((await data('posts/rain/comments/first'))?.author).toEqual({ displayName: 'Amara Okafor', type: 'voice' });
  });

  it('renames a card held out of the directories, so it shows with the approved name when it is back', async () => {
    await db.doc(`members/${uid}`).delete();
    await db.doc(`heldCards/${uid}`).set({ ...card, held: Timestamp.now(), reason: 'suspended' });
    await expect(call(approve)).resolves.toEqual({ uid, status: 'approved', displayName: 'Amara O.' });
    expect(await data(`heldCards/${uid}`)).toMatchObject({ displayName: 'Amara O.', reason: 'suspended' });
    expect((await db.doc(`members/${uid}`).get()).exists).toBe(false);
  });

  it('refuses a request already decided, a changed one, a withdrawn one and a member without a card', async () => {
    await expectHttpsError(call({ ...approve, requested: seen + 1 }), 'aborted', /changed this name request/);
    await call(approve);
    await expectHttpsError(call(approve), 'failed-precondition', /already decided/);
    await db.doc(`nameRequests/${uid}`).delete();
    await expectHttpsError(call(approve), 'not-found', /withdrawn/);
    await db.doc(`nameRequests/${uid}`).set({ displayName: 'Amara K.', status: 'pending', requested });
    await db.doc(`members/${uid}`).delete();
    await expectHttpsError(call(approve), 'failed-precondition', /no card/);
    expect(await auditLog(db)).toHaveLength(1);
  });

  it('refuses a reserved name, should one have got past the rules', async () => {
    await db.doc(`nameRequests/${uid}`).set({ displayName: 'Voices of Africa editors', status: 'pending', requested });
    await expectHttpsError(call(approve), 'failed-precondition', /reserved/);
    expect((await data(`members/${uid}`))?.displayName).toBe('Amara Okafor');
    expect(await auditLog(db)).toEqual([]);
  });

  it.each(LOOK_ALIKE_NAMES.map((row) => [row.script, row.name, row.problem] as const))(
    'refuses a name that could pass for another: %s (%s), saying why (%s)',
    async (_script, name, problem) => {
      await db.doc(`nameRequests/${uid}`).set({ displayName: name, status: 'pending', requested });
      const refusal = await call(approve).then(
        () => null,
        (caught: unknown) => caught as { code: string; message: string; details: unknown },
      );
      expect(refusal).toMatchObject({ code: 'failed-precondition', details: { reason: `name-${problem}` } });
      expect(refusal?.message).toMatch(/decline it/);
      expect((await data(`members/${uid}`))?.displayName).toBe('Amara Okafor');
      expect((await data(`nameRequests/${uid}`))?.status).toBe('pending');
      expect(await auditLog(db)).toEqual([]);
    },
  );
});

describe('reviewNameRequest: decline', () => {
  it('keeps the old name, records the reason the member reads and one audit entry', async () => {
    await expect(call(decline('Another member writes as Amara O.'))).resolves.toEqual({
      uid,
      status: 'declined',
      displayName: 'Amara Okafor',
    });
    expect(await data(`members/${uid}`)).toEqual(card);
    expect((await data(`users/${uid}`))?.displayName).toBe('Amara Okafor');
    expect(await data(`nameRequests/${uid}`)).toMatchObject({
      displayName: 'Amara O.',
      status: 'declined',
      reason: 'Another member writes as Amara O.',
      reviewedBy: 'the-admin',
    });
    expect(await auditLog(db)).toEqual([
      {
        actor: 'the-admin',
        target: uid,
        action: 'declineName',
        details: { name: 'Amara O.', reason: 'Another member writes as Amara O.' },
      },
    ]);
  });

  it('accepts a decline without a reason, and refuses a reason over the limit', async () => {
    await expectHttpsError(call(decline('x'.repeat(501))), 'invalid-argument', /reason is too long/);
    await call(decline());
    expect((await data(`nameRequests/${uid}`))?.reason).toBe('');
  });
});

describe('reviewNameRequest: who may call', () => {
  it('refuses a signed-out caller and a member without the admin claim, changing nothing', async () => {
    await expectHttpsError(call(approve, null), 'unauthenticated');
    await expectHttpsError(call(approve, { uid, token: {} }), 'permission-denied');
    await expectHttpsError(call(approve, { uid: 'x', token: { admin: 'true' } }), 'permission-denied');
    // The claim alone (a revoked admin whose token still carries it) is not enough.
    await expectHttpsError(call(approve, { uid: 'revoked', token: { admin: true } }), 'permission-denied');
    expect((await data(`members/${uid}`))?.displayName).toBe('Amara Okafor');
    expect((await data(`nameRequests/${uid}`))?.status).toBe('pending');
    expect(await auditLog(db)).toEqual([]);
  });

  it('refuses invalid input with a message naming the field', async () => {
    await expectHttpsError(call({ uid, requested: seen, decision: 'rename' }), 'invalid-argument', /decision/);
    await expectHttpsError(call({ uid, decision: 'approve' }), 'invalid-argument', /requested/);
    await expectHttpsError(call({ ...approve, uid: 'a/b' }), 'invalid-argument', /uid/);
    await expectHttpsError(call({ ...approve, displayName: 'Chosen by the admin' }), 'invalid-argument');
  });
});
