import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { callableRequest, clearFirestore, emulatedFirestore } from '../test-support.js';
import { reviewMemberHandler } from './review-member.js';

const { db, projectId } = emulatedFirestore();

const admin = { uid: 'admin-1', token: { admin: true } };
const member = { uid: 'member-1', token: {} };
const application = {
  email: 'adaeze@example.com',
  status: 'pending',
  type: null,
  created: Timestamp.now(),
  displayName: 'Adaeze Nwosu',
  memberKind: 'voice',
  country: 'Nigeria',
  bio: 'Short-story writer from Enugu, working on a novel about her grandmother.',
  guidelinesAccepted: true,
  applied: Timestamp.now(),
};

const call = (data: unknown, auth?: { uid: string; token: Record<string, unknown> }) =>
  reviewMemberHandler(db, callableRequest(data, auth));

async function expectHttpsError(promise: Promise<unknown>, code: string, message?: RegExp) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught as { code: string; message: string },
  );
  expect(error?.code).toBe(code);
  if (message) expect(error?.message).toMatch(message);
}

beforeEach(async () => {
  await clearFirestore(projectId);
  await db.doc('users/applicant').set(application);
});

describe('reviewMember', () => {
  it('lets an admin approve: status active, the type set, and a public card without the e-mail', async () => {
    const result = await call({ uid: 'applicant', decision: 'approve', type: 'voice' }, admin);

    expect(result).toEqual({ uid: 'applicant', status: 'active', type: 'voice' });
    const profile = (await db.doc('users/applicant').get()).data();
    expect(profile).toMatchObject({ status: 'active', type: 'voice', reviewedBy: 'admin-1' });
    const card = (await db.doc('members/applicant').get()).data();
    expect(card).toEqual({
      displayName: 'Adaeze Nwosu',
      type: 'voice',
      country: 'Nigeria',
      bio: application.bio,
      joined: expect.any(Timestamp),
    });
  });

  it('lets an admin decline with a reason, sending the member back to onboarding', async () => {
    const result = await call(
      { uid: 'applicant', decision: 'decline', reason: 'Please tell us more about your work.' },
      admin,
    );

    expect(result).toEqual({ uid: 'applicant', status: '', type: null });
    const profile = (await db.doc('users/applicant').get()).data();
    expect(profile).toMatchObject({ status: '', type: null, reviewNote: 'Please tell us more about your work.' });
    expect((await db.doc('members/applicant').get()).exists).toBe(false);
  });

  it('refuses a signed-out caller and a member without the admin claim, changing nothing', async () => {
    await expectHttpsError(call({ uid: 'applicant', decision: 'approve', type: 'voice' }), 'unauthenticated');
    await expectHttpsError(call({ uid: 'applicant', decision: 'approve', type: 'voice' }, member), 'permission-denied');
    await expectHttpsError(
      call({ uid: 'applicant', decision: 'approve', type: 'voice' }, { uid: 'x', token: { admin: 'true' } }),
      'permission-denied',
    );
    expect((await db.doc('users/applicant').get()).get('status')).toBe('pending');
  });

  it('rejects invalid input with a message naming the field', async () => {
    await expectHttpsError(
      call({ uid: 'applicant', decision: 'approve', type: 'admin' }, admin),
      'invalid-argument',
      /type/,
    );
    await expectHttpsError(call({ uid: 'applicant', decision: 'approve' }, admin), 'invalid-argument', /type/);
    await expectHttpsError(
      call({ uid: 'applicant', decision: 'decline', reason: '  ' }, admin),
      'invalid-argument',
      /reason/,
    );
    await expectHttpsError(call({ uid: '', decision: 'approve', type: 'peer' }, admin), 'invalid-argument', /uid/);
    await expectHttpsError(call({ uid: 'applicant', decision: 'maybe' }, admin), 'invalid-argument', /decision/);
    await expectHttpsError(
      call({ uid: 'applicant', decision: 'approve', type: 'peer', status: 'active' }, admin),
      'invalid-argument',
    );
    await expectHttpsError(call('approve everyone', admin), 'invalid-argument');
  });

  it('refuses a missing profile and an application that is not pending', async () => {
    await expectHttpsError(call({ uid: 'nobody', decision: 'approve', type: 'peer' }, admin), 'not-found');
    await call({ uid: 'applicant', decision: 'approve', type: 'peer' }, admin);
    await expectHttpsError(
      call({ uid: 'applicant', decision: 'approve', type: 'auntie' }, admin),
      'failed-precondition',
      /status "active"/,
    );
  });
});
