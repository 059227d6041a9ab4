import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOOK_ALIKE_NAMES } from '#shared/testing/look-alike-names.js';
import { auditLog, expectHttpsError } from '../test-support.js';
import { reviewMemberHandler } from './review-member.js';
import { admin, adminRecord, auth, callerOf, clearWithAdmin, db, member } from './test-support.js';

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
  // 2026-03-01T10:00:00.123456789Z: microseconds, as a server timestamp has.
  applied: new Timestamp(1772359200, 123_456_789),
};
/** The application's `applied` as the admin's queue read it (a JavaScript Date): whole milliseconds. */
const seen = 1772359200_123;
const approve = (type: string, extra: Record<string, unknown> = {}) => ({
  uid: 'applicant',
  applied: seen,
  decision: 'approve',
  type,
  ...extra,
});

const call = callerOf((request) => reviewMemberHandler(db, auth, request));

/** The applicant's Auth account, made anew for each test: verified, as applying needs. */
async function account(emailVerified: boolean, email = application.email) {
  await auth.deleteUser('applicant').catch(() => undefined);
  await auth.createUser({ uid: 'applicant', email, emailVerified });
}

beforeEach(async () => {
  await clearWithAdmin();
  await account(true);
  await db.doc('users/applicant').set(application);
});

describe('reviewMember', () => {
  it('lets an admin approve: status active, the type set, and a public card without the e-mail', async () => {
    const result = await call(approve('voice'), admin);

    expect(result).toEqual({ uid: 'applicant', status: 'active', type: 'voice' });
    const profile = (await db.doc('users/applicant').get()).data();
    expect(profile).toMatchObject({ status: 'active', type: 'voice', reviewedBy: 'the-admin' });
    const card = (await db.doc('members/applicant').get()).data();
    expect(card).toEqual({
      displayName: 'Adaeze Nwosu',
      type: 'voice',
      country: 'Nigeria',
      bio: application.bio,
      joined: expect.any(Timestamp),
      slug: 'adaeze-nwosu',
    });
    expect(await auditLog(db)).toEqual([
      { actor: 'the-admin', target: 'applicant', action: 'approveMember', details: { type: 'voice' } },
    ]);
  });

  it('gives the card a slug of its own: the next free suffix when the name’s is taken, a held card’s included', async () => {
    await db.doc('members/first').set({ displayName: 'Adaeze Nwosu', slug: 'adaeze-nwosu' });
    await db.doc('heldCards/second').set({ displayName: 'Adaeze Nwosu', slug: 'adaeze-nwosu-2' });
    await db.doc('members/longer').set({ displayName: 'Adaeze Nwosu-Obi', slug: 'adaeze-nwosu-obi' });
    await call(approve('voice'), admin);
    expect((await db.doc('members/applicant').get()).get('slug')).toBe('adaeze-nwosu-3');
  });

  it('keeps the slug a card was given when its member is approved again', async () => {
    await db.doc('members/applicant').set({ displayName: 'Adaeze N.', slug: 'adaeze-n', joined: Timestamp.now() });
    await call(approve('voice'), admin);
    expect((await db.doc('members/applicant').get()).get('slug')).toBe('adaeze-n');
  });

  it('lets an admin decline with a reason, sending the member back to onboarding', async () => {
    const result = await call(
      { uid: 'applicant', applied: seen, decision: 'decline', reason: 'Please tell us more about your work.' },
      admin,
    );

    expect(result).toEqual({ uid: 'applicant', status: '', type: null });
    const profile = (await db.doc('users/applicant').get()).data();
    expect(profile).toMatchObject({ status: '', type: null, reviewNote: 'Please tell us more about your work.' });
    expect((await db.doc('members/applicant').get()).exists).toBe(false);
    // The reason stays on the profile: the entry names no more than the decision.
    expect(await auditLog(db)).toEqual([
      { actor: 'the-admin', target: 'applicant', action: 'declineMember', details: {} },
    ]);
  });

  it('refuses a signed-out caller and a member without the admin claim, changing nothing', async () => {
    await db.doc('admins/x').set(adminRecord());
    await expectHttpsError(call(approve('voice'), null), 'unauthenticated');
    await expectHttpsError(call(approve('voice'), member), 'permission-denied');
    await expectHttpsError(call(approve('voice'), { uid: 'x', token: { admin: 'true' } }), 'permission-denied');
    expect((await db.doc('users/applicant').get()).get('status')).toBe('pending');
    expect(await auditLog(db)).toEqual([]);
  });

  it('refuses a revoked admin, whose token still carries the claim: admins/{uid} is gone', async () => {
    await db.doc('admins/the-admin').delete();
    await expectHttpsError(call(approve('voice'), admin), 'permission-denied', /Only admins/);
    expect((await db.doc('users/applicant').get()).get('status')).toBe('pending');
    expect(await auditLog(db)).toEqual([]);
  });

  it('rejects invalid input with a message naming the field', async () => {
    await expectHttpsError(call(approve('admin'), admin), 'invalid-argument', /type/);
    // No 'advisory' type: the advisory board is curated in advisoryMembers, not by approval.
    await expectHttpsError(call(approve('advisory'), admin), 'invalid-argument', /type/);
    await expectHttpsError(
      call({ uid: 'applicant', applied: seen, decision: 'approve' }, admin),
      'invalid-argument',
      /type/,
    );
    await expectHttpsError(
      call({ uid: 'applicant', applied: seen, decision: 'decline', reason: '  ' }, admin),
      'invalid-argument',
      /reason/,
    );
    await expectHttpsError(call(approve('peer', { uid: '' }), admin), 'invalid-argument', /uid/);
    await expectHttpsError(
      call({ uid: 'applicant', applied: seen, decision: 'maybe' }, admin),
      'invalid-argument',
      /decision/,
    );
    await expectHttpsError(call(approve('peer', { status: 'active' }), admin), 'invalid-argument');
    await expectHttpsError(call('approve everyone', admin), 'invalid-argument');
  });

  it('refuses a missing profile and an application that is not pending', async () => {
    await expectHttpsError(call(approve('peer', { uid: 'nobody' }), admin), 'not-found');
    await call(approve('peer'), admin);
    await expectHttpsError(call(approve('auntie'), admin), 'failed-precondition', /status "active"/);
  });

  it('refuses an application that changed after the admin read it, changing nothing', async () => {
    // The member edited the application (onboarding sets applied anew) while the admin read it.
    await db.doc('users/applicant').update({ bio: 'A new bio the admin has not read.', applied: Timestamp.now() });

    await expectHttpsError(call(approve('voice'), admin), 'aborted', /changed after you opened it.*reload the queue/);
    await expectHttpsError(
      call({ uid: 'applicant', applied: seen, decision: 'decline', reason: 'Too short.' }, admin),
      'aborted',
    );
    expect((await db.doc('users/applicant').get()).get('status')).toBe('pending');
    expect((await db.doc('members/applicant').get()).exists).toBe(false);
    expect(await auditLog(db)).toEqual([]);
  });

  it('requires the applied time the admin saw, and accepts null for an application without one', async () => {
    await expectHttpsError(
      call({ uid: 'applicant', decision: 'approve', type: 'voice' }, admin),
      'invalid-argument',
      /applied/,
    );
    await expectHttpsError(call(approve('voice', { applied: '2026-03-01' }), admin), 'invalid-argument', /applied/);
    await expectHttpsError(call(approve('voice', { applied: null }), admin), 'aborted');

    await db.doc('users/applicant').update({ applied: FieldValue.delete() });
    await expect(call(approve('voice', { applied: null }), admin)).resolves.toMatchObject({ status: 'active' });
  });

  it('refuses a uid with characters no Auth uid has, before reading anything', async () => {
    // users/{uid} with a slash would name a document in a subcollection.
    await db.doc('users/applicant/x/y').set({ status: 'pending', applied: application.applied });
    for (const uid of ['applicant/x/y', '..', 'a b', 'ü', 'x'.repeat(129)]) {
      await expectHttpsError(call(approve('peer', { uid }), admin), 'invalid-argument', /uid/);
    }
    expect((await db.doc('users/applicant/x/y').get()).get('status')).toBe('pending');
    expect((await db.doc('members/applicant/x/y').get()).exists).toBe(false);
  });

  it('refuses to approve an account whose address is not verified, telling the admin why and what to do', async () => {
    await account(false);

    await expectHttpsError(
      call(approve('voice'), admin),
      'failed-precondition',
      /adaeze@example.com has not verified its e-mail address.*verification mail/,
    );
    expect((await db.doc('users/applicant').get()).data()).toMatchObject({ status: 'pending', type: null });
    expect((await db.doc('members/applicant').get()).exists).toBe(false);

    await account(true);
    await expect(call(approve('voice'), admin)).resolves.toMatchObject({ status: 'active' });
  });

  it('declines an unverified account: a decline needs no address', async () => {
    await account(false);
    const decline = { uid: 'applicant', applied: seen, decision: 'decline', reason: 'Tell us more.' };
    await expect(call(decline, admin)).resolves.toMatchObject({ status: '' });
  });

  it('refuses to approve a profile with no Auth account behind it', async () => {
    await auth.deleteUser('applicant');
    await expectHttpsError(call(approve('voice'), admin), 'not-found', /No account exists for applicant/);
    expect((await db.doc('users/applicant').get()).get('status')).toBe('pending');
  });

  it('writes the account’s verified address to the profile on approval (it may have changed since sign-up)', async () => {
    await account(true, 'adaeze.nwosu@example.com');
    await call(approve('voice'), admin);
    expect((await db.doc('users/applicant').get()).get('email')).toBe('adaeze.nwosu@example.com');
  });

  it.each(LOOK_ALIKE_NAMES.map((row) => [row.script, row.name, row.problem] as const))(
    'refuses to approve a name that could pass for another: %s (%s), saying why (%s)',
    async (_script, name, problem) => {
      await db.doc('users/applicant').update({ displayName: name });
      const refusal = await call(approve('voice')).then(
        () => null,
        (caught: unknown) => caught as { code: string; message: string; details: unknown },
      );
      expect(refusal).toMatchObject({ code: 'failed-precondition', details: { reason: `name-${problem}` } });
      expect(refusal?.message).toMatch(/decline it/);
      expect((await db.doc('members/applicant').get()).exists).toBe(false);
      expect((await db.doc('users/applicant').get()).get('status')).toBe('pending');
      expect(await auditLog(db)).toEqual([]);
    },
  );

  it('keeps the card’s joined date when a member is approved again', async () => {
    const joined = Timestamp.fromDate(new Date('2025-06-01T09:00:00Z'));
    await db
      .doc('members/applicant')
      .set({ displayName: 'Old name', type: 'peer', country: 'Nigeria', bio: 'Old bio.', joined });

    await call(approve('voice'), admin);

    expect((await db.doc('members/applicant').get()).data()).toEqual({
      displayName: 'Adaeze Nwosu',
      type: 'voice',
      country: 'Nigeria',
      bio: application.bio,
      joined,
      // A card approved before slugs gets one now.
      slug: 'adaeze-nwosu',
    });
  });
});
