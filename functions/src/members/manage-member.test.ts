import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_FIELDS, LIMITS, mediaAddress, type MediaRecord } from '#shared/model/index.js';
import { nextSecond } from '#shared/testing/index.js';
import { attachImages } from '../media/attach-images.js';
import { auditLog, expectHttpsError } from '../test-support.js';
import { manageMemberHandler } from './manage-member.js';
import { adminRecord, auth, callerOf, clearWithAdmin, db, member } from './test-support.js';

const call = callerOf((request) => manageMemberHandler(db, auth, request));

let uid: string;
/** Why the admin suspends: the member is told it. */
const reason = 'Repeated insults in the comments after two warnings.';
const suspension = { action: 'suspend', reason } as const;
const card = { displayName: 'Kofi Mensah', type: 'peer', country: 'Ghana', bio: 'Reader.', joined: Timestamp.now() };

beforeEach(async () => {
  await clearWithAdmin();
  const user = await auth.createUser({ email: `managed-${crypto.randomUUID().slice(0, 8)}@example.test` });
  uid = user.uid;
  await db.doc(`users/${uid}`).set({ email: user.email, status: 'active', type: 'peer', created: Timestamp.now() });
  await db.doc(`members/${uid}`).set(card);
});

describe('manageMember: who may call', () => {
  it('refuses a signed-out caller and a member without the admin claim, changing nothing', async () => {
    await db.doc('admins/x').set(adminRecord());
    await expectHttpsError(call({ uid, ...suspension }, null), 'unauthenticated');
    await expectHttpsError(call({ uid, ...suspension }, member), 'permission-denied');
    await expectHttpsError(call({ uid, ...suspension }, { uid: 'x', token: { admin: 'true' } }), 'permission-denied');
    expect((await db.doc(`users/${uid}`).get()).get('status')).toBe('active');
    expect((await auth.getUser(uid)).disabled).toBe(false);
    expect(await auditLog(db)).toEqual([]);
  });

  it('refuses a revoked admin, whose token still carries the claim: admins/{uid} is gone', async () => {
    await db.doc('admins/the-admin').delete();
    await expectHttpsError(call({ uid, ...suspension }), 'permission-denied', /Only admins/);
    expect((await db.doc(`users/${uid}`).get()).get('status')).toBe('active');
    expect((await auth.getUser(uid)).disabled).toBe(false);
    expect(await auditLog(db)).toEqual([]);
  });

  it('refuses invalid input with a message naming the field', async () => {
    await expectHttpsError(call({ uid, action: 'delete' }), 'invalid-argument', /action must be one of setType/);
    await expectHttpsError(call({ uid, action: 'setType' }), 'invalid-argument', /type/);
    await expectHttpsError(call({ uid, action: 'setType', type: 'advisory' }), 'invalid-argument', /type/);
    await expectHttpsError(call({ uid: 'a/b', ...suspension }), 'invalid-argument', /uid/);
    await expectHttpsError(call({ uid, ...suspension, force: true }), 'invalid-argument');
  });

  it('refuses suspend, reinstate and the admin actions on the caller’s own account', async () => {
    await db.doc(`admins/${uid}`).set(adminRecord());
    for (const action of ['suspend', 'reinstate', 'grantAdmin', 'revokeAdmin', 'deleteAccount']) {
      await expectHttpsError(
        call({ uid, action, ...(action === 'suspend' ? { reason } : {}) }, { uid, token: { admin: true } }),
        'failed-precondition',
        /own account/,
      );
    }
    expect(await auditLog(db)).toEqual([]);
  });
});

describe('manageMember: suspend and reinstate', () => {
  it('suspends with the reason the member is told: status suspended, one audit entry with it; the account keeps its sign-in', async () => {
    const before = (await auth.getUser(uid)).tokensValidAfterTime;
    await expect(call({ uid, ...suspension })).resolves.toEqual({ uid, action: 'suspend', status: 'suspended' });
    const profile = (await db.doc(`users/${uid}`).get()).data();
    expect(profile).toMatchObject({ status: 'suspended', suspendedFrom: 'active', suspensionReason: reason });
    expect(profile?.suspended).toBeInstanceOf(Timestamp);
    // Signed in, they read why on My account; the rules refuse their writes (decision 0029).
    const user = await auth.getUser(uid);
    expect(user.disabled).toBe(false);
    expect(user.tokensValidAfterTime).toBe(before);
    expect(await auditLog(db)).toEqual([
      { actor: 'the-admin', target: uid, action: 'suspend', details: { from: 'active', cardHeld: true, reason } },
    ]);
    await expectHttpsError(call({ uid, ...suspension }), 'failed-precondition', /already suspended/);
  });

  it('refuses a suspension without a reason, or with one too short or too long, changing nothing', async () => {
    await expectHttpsError(call({ uid, action: 'suspend' }), 'invalid-argument', /reason is required/);
    await expectHttpsError(call({ uid, action: 'suspend', reason: '   spam    ' }), 'invalid-argument', /too short/);
    const { min, max } = LIMITS.suspension.reason;
    await expectHttpsError(call({ uid, action: 'suspend', reason: 'x'.repeat(max + 1) }), 'invalid-argument', /long/);
    expect((await db.doc(`users/${uid}`).get()).get('status')).toBe('active');
    expect(await auditLog(db)).toEqual([]);
    // The limits themselves are accepted, trimmed.
    await call({ uid, action: 'suspend', reason: ` ${'x'.repeat(min)} ` });
    expect((await db.doc(`users/${uid}`).get()).get('suspensionReason')).toBe('x'.repeat(min));
    await call({ uid, action: 'reinstate' });
    await call({ uid, action: 'suspend', reason: 'x'.repeat(max) });
    expect((await db.doc(`users/${uid}`).get()).get('suspensionReason')).toHaveLength(max);
  });

  it('enables on reinstatement an account that an earlier suspension disabled', async () => {
    await call({ uid, ...suspension });
    await auth.updateUser(uid, { disabled: true });
    await call({ uid, action: 'reinstate' });
    expect((await auth.getUser(uid)).disabled).toBe(false);
  });

  it('reinstates to the status the member had, without the suspension’s reason and time', async () => {
    await db.doc(`users/${uid}`).update({ status: 'pending' });
    await call({ uid, ...suspension });
    await expect(call({ uid, action: 'reinstate' })).resolves.toEqual({ uid, action: 'reinstate', status: 'pending' });
    const profile = (await db.doc(`users/${uid}`).get()).data();
    expect(profile?.status).toBe('pending');
    for (const field of ['suspendedFrom', 'suspended', 'suspensionReason']) expect(profile).not.toHaveProperty(field);
    expect((await auth.getUser(uid)).disabled).toBe(false);
    expect((await auditLog(db)).map((entry) => [entry.action, entry.details])).toEqual([
      ['suspend', { from: 'pending', cardHeld: true, reason }],
      ['reinstate', { to: 'pending', cardRestored: true }],
    ]);
    await expectHttpsError(call({ uid, action: 'reinstate' }), 'failed-precondition', /Only a suspended member/);
  });

  it('holds the card out of the directories while suspended, and puts it back as it was on reinstatement', async () => {
    await call({ uid, ...suspension });
    expect((await db.doc(`members/${uid}`).get()).exists).toBe(false);
    const held = (await db.doc(`heldCards/${uid}`).get()).data();
    expect(held).toMatchObject({ ...card, reason: 'suspended' });
    expect(held?.held).toBeInstanceOf(Timestamp);

    await call({ uid, action: 'reinstate' });
    expect((await db.doc(`members/${uid}`).get()).data()).toEqual(card);
    expect((await db.doc(`heldCards/${uid}`).get()).exists).toBe(false);
  });

  it('suspends and reinstates a member without a card, holding none', async () => {
    await db.doc(`members/${uid}`).delete();
    await call({ uid, ...suspension });
    expect((await db.doc(`heldCards/${uid}`).get()).exists).toBe(false);
    await call({ uid, action: 'reinstate' });
    expect((await db.doc(`members/${uid}`).get()).exists).toBe(false);
    expect((await auditLog(db)).map((entry) => entry.details)).toEqual([
      { from: 'active', cardHeld: false, reason },
      { to: 'active', cardRestored: false },
    ]);
  });

  it('keeps the held card’s portrait: each move attaches it to the new place before the old one lets go', async () => {
    const id = 'portrait'.padEnd(20, '0');
    const portraitUrl = mediaAddress({ purpose: 'portrait', id, width: 800, height: 800, placeholder: '#806040' });
    const record: MediaRecord<Timestamp> = {
      owner: uid,
      purpose: 'portrait',
      address: portraitUrl,
      created: Timestamp.now(),
      expireAt: null,
      usedBy: [`members/${uid}`],
    };
    await db.doc(`media/${id}`).set(record);
    const withPortrait = { ...card, portraitUrl };
    await db.doc(`members/${uid}`).set(withPortrait);
    // The attach trigger's run for a document's write or deletion (the handler tests have no live triggers).
    const triggerFor = (path: string, before: object | undefined, after: object | undefined) =>
      attachImages({ db, path, before, after, fields: IMAGE_FIELDS.members });

    await call({ uid, ...suspension });
    expect((await db.doc(`media/${id}`).get()).get('usedBy')).toEqual([`members/${uid}`, `heldCards/${uid}`]);
    expect(await triggerFor(`members/${uid}`, withPortrait, undefined)).toEqual({
      attached: [],
      released: [id],
      deleted: [],
    });
    expect((await db.doc(`media/${id}`).get()).get('usedBy')).toEqual([`heldCards/${uid}`]);

    await call({ uid, action: 'reinstate' });
    expect((await db.doc(`members/${uid}`).get()).get('portraitUrl')).toBe(portraitUrl);
    expect((await triggerFor(`heldCards/${uid}`, withPortrait, undefined)).released).toEqual([id]);
    expect((await db.doc(`media/${id}`).get()).data()).toMatchObject({ usedBy: [`members/${uid}`], expireAt: null });
  });

  it('refuses to suspend an admin (revoke first), and an account that does not exist', async () => {
    await auth.setCustomUserClaims(uid, { admin: true });
    await expectHttpsError(call({ uid, ...suspension }), 'failed-precondition', /revoke their admin rights/);
    expect((await db.doc(`users/${uid}`).get()).get('status')).toBe('active');
    await expectHttpsError(call({ uid: 'nobody', ...suspension }), 'not-found');
  });
});

describe('manageMember: type and card', () => {
  it('changes the type on the profile and the card together', async () => {
    await call({ uid, action: 'setType', type: 'auntie' });
    expect((await db.doc(`users/${uid}`).get()).get('type')).toBe('auntie');
    expect((await db.doc(`members/${uid}`).get()).data()).toEqual({ ...card, type: 'auntie' });
    expect(await auditLog(db)).toEqual([
      { actor: 'the-admin', target: uid, action: 'setType', details: { from: 'peer', to: 'auntie' } },
    ]);
    await expectHttpsError(call({ uid, action: 'setType', type: 'auntie' }), 'failed-precondition', /already/);
  });

  it('refuses a type change for a member who is not active or has no card', async () => {
    await db.doc(`users/${uid}`).update({ status: 'suspended' });
    await expectHttpsError(call({ uid, action: 'setType', type: 'voice' }), 'failed-precondition', /active/);
    await db.doc(`users/${uid}`).update({ status: 'active' });
    await db.doc(`members/${uid}`).delete();
    await expectHttpsError(call({ uid, action: 'setType', type: 'voice' }), 'failed-precondition', /no card/);
    expect((await db.doc(`users/${uid}`).get()).get('type')).toBe('peer');
    expect(await auditLog(db)).toEqual([]);
  });

  it('removes a card, keeping the account, and says so when there is none', async () => {
    await call({ uid, action: 'removeCard' });
    expect((await db.doc(`members/${uid}`).get()).exists).toBe(false);
    expect((await db.doc(`users/${uid}`).get()).get('status')).toBe('active');
    expect(await auditLog(db)).toEqual([
      { actor: 'the-admin', target: uid, action: 'removeCard', details: { displayName: 'Kofi Mensah', type: 'peer' } },
    ]);
    await expectHttpsError(call({ uid, action: 'removeCard' }), 'not-found', /no card/);
  });

  it('restores a removed card as it was, for an active member only, and only once', async () => {
    await expectHttpsError(call({ uid, action: 'restoreCard' }), 'not-found', /no removed card/);
    await call({ uid, action: 'removeCard' });
    expect((await db.doc(`heldCards/${uid}`).get()).get('reason')).toBe('removed');

    await call({ uid, ...suspension });
    await expectHttpsError(call({ uid, action: 'restoreCard' }), 'failed-precondition', /this one is "suspended"/);
    await call({ uid, action: 'reinstate' });
    expect((await db.doc(`members/${uid}`).get()).exists, 'reinstating keeps a removed card removed').toBe(false);

    await expect(call({ uid, action: 'restoreCard' })).resolves.toEqual({ uid, action: 'restoreCard', status: null });
    expect((await db.doc(`members/${uid}`).get()).data()).toEqual(card);
    expect((await db.doc(`heldCards/${uid}`).get()).exists).toBe(false);
    expect((await auditLog(db)).map((entry) => [entry.action, entry.details])).toEqual([
      ['removeCard', { displayName: 'Kofi Mensah', type: 'peer' }],
      ['suspend', { from: 'active', cardHeld: false, reason }],
      ['reinstate', { to: 'active', cardRestored: false }],
      ['restoreCard', { displayName: 'Kofi Mensah', type: 'peer' }],
    ]);
    await expectHttpsError(call({ uid, action: 'restoreCard' }), 'not-found', /no removed card/);
  });

  it('edits the words on a card and takes its portrait and its links down, recording the fields changed', async () => {
    await db.doc(`members/${uid}`).update({ portraitUrl: '/media/portrait/x', links: ['https://spam.example.com'] });
    const edit = { uid, action: 'editCard', country: '  Togo ', bio: 'Reader of everything, from Lomé.' };
    await expect(call(edit)).resolves.toEqual({ uid, action: 'editCard', status: null });
    expect((await db.doc(`members/${uid}`).get()).data()).toMatchObject({
      country: 'Togo',
      bio: 'Reader of everything, from Lomé.',
      portraitUrl: '/media/portrait/x',
      links: ['https://spam.example.com'],
    });
    await call({ ...edit, removePortrait: true });
    expect((await db.doc(`members/${uid}`).get()).get('portraitUrl')).toBe('');
    await call({ ...edit, removeLinks: true });
    expect((await db.doc(`members/${uid}`).get()).get('links')).toEqual([]);
    expect((await auditLog(db)).map((entry) => entry.details)).toEqual([
      { changed: ['country', 'bio'] },
      { changed: ['portraitUrl'] },
      { changed: ['links'] },
    ]);
    await expectHttpsError(call({ ...edit, removeLinks: true }), 'failed-precondition', /Nothing to change/);
    await expectHttpsError(call(edit), 'failed-precondition', /Nothing to change/);
  });

  it('refuses a card edit outside the card’s limits, or of a member without a card, changing nothing', async () => {
    await expectHttpsError(
      call({ uid, action: 'editCard', country: 'Ghana', bio: 'Too short.' }),
      'invalid-argument',
      /bio is too short \(20 characters at least\)/,
    );
    await expectHttpsError(
      call({ uid, action: 'editCard', country: 'G'.repeat(61), bio: card.bio.padEnd(30, '.') }),
      'invalid-argument',
      /country is too long \(60 characters at most\)/,
    );
    await db.doc(`members/${uid}`).delete();
    await expectHttpsError(
      call({ uid, action: 'editCard', country: 'Ghana', bio: 'A reader of everything, always.' }),
      'not-found',
      /no card/,
    );
    expect(await auditLog(db)).toEqual([]);
  });
});

describe('manageMember: deleting an account', () => {
  it('deletes the account and what is theirs, as the member’s own deletion does, recorded without their uid', async () => {
    await db.doc(`posts/theirs`).set({ title: 'Rain', authorUid: uid, status: 'published' });
    await db.doc(`heldCards/${uid}`).set({ ...card, held: Timestamp.now(), reason: 'suspended' });
    await expect(call({ uid, action: 'deleteAccount' })).resolves.toEqual({
      uid,
      action: 'deleteAccount',
      status: null,
    });
    for (const path of [`users/${uid}`, `members/${uid}`, `heldCards/${uid}`, 'posts/theirs']) {
      expect((await db.doc(path).get()).exists, path).toBe(false);
    }
    await expect(auth.getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await auditLog(db)).toEqual([
      {
        actor: 'the-admin',
        target: 'deleted-member',
        action: 'deleteAccount',
        details: { posts: 1, comments: 0, proposals: 0 },
      },
    ]);
    await expectHttpsError(call({ uid, action: 'deleteAccount' }), 'not-found');
  });

  it('refuses to delete an admin (revoke first), keeping everything', async () => {
    await db.doc(`admins/${uid}`).set(adminRecord());
    await expectHttpsError(call({ uid, action: 'deleteAccount' }), 'failed-precondition', /revoke their admin rights/);
    await auth.setCustomUserClaims(uid, { admin: true });
    await db.doc(`admins/${uid}`).delete();
    await expectHttpsError(call({ uid, action: 'deleteAccount' }), 'failed-precondition', /revoke their admin rights/);
    expect((await db.doc(`users/${uid}`).get()).exists).toBe(true);
    expect((await auth.getUser(uid)).uid).toBe(uid);
    expect(await auditLog(db)).toEqual([]);
  });
});

describe('manageMember: admin rights', () => {
  const adminRecordOf = async (target: string) => (await db.doc(`admins/${target}`).get()).data();

  it('grants to a verified e-mail and revokes, keeping other claims', async () => {
    await auth.setCustomUserClaims(uid, { editor: true });
    await auth.updateUser(uid, { emailVerified: true });
    await call({ uid, action: 'grantAdmin' });
    expect((await auth.getUser(uid)).customClaims).toEqual({ editor: true, admin: true });
    expect(await adminRecordOf(uid)).toEqual({ granted: expect.any(Timestamp), grantedBy: 'the-admin' });
    await expectHttpsError(call({ uid, action: 'grantAdmin' }), 'failed-precondition', /already an admin/);
    await call({ uid, action: 'revokeAdmin' });
    expect((await auth.getUser(uid)).customClaims).toEqual({ editor: true });
    expect(await adminRecordOf(uid)).toBeUndefined();
    await expectHttpsError(call({ uid, action: 'revokeAdmin' }), 'failed-precondition', /not an admin/);
    expect(await auditLog(db)).toEqual([
      { actor: 'the-admin', target: uid, action: 'grantAdmin', details: {} },
      { actor: 'the-admin', target: uid, action: 'revokeAdmin', details: {} },
    ]);
  });

  it('revokes the refresh tokens of a revoked admin (tokensValidAfterTime moves), not of a granted one', async () => {
    await auth.updateUser(uid, { emailVerified: true });
    const created = (await auth.getUser(uid)).tokensValidAfterTime;
    await nextSecond();
    await call({ uid, action: 'grantAdmin' });
    const granted = (await auth.getUser(uid)).tokensValidAfterTime;
    expect(granted).toBe(created);
    await nextSecond();
    await call({ uid, action: 'revokeAdmin' });
    const revoked = (await auth.getUser(uid)).tokensValidAfterTime;
    expect(new Date(revoked ?? 0).getTime()).toBeGreaterThan(new Date(granted ?? 0).getTime());
  });

  it('finishes a half-done grant or revocation: a claim without its document, a document without its claim', async () => {
    await auth.updateUser(uid, { emailVerified: true });
    await auth.setCustomUserClaims(uid, { admin: true });
    await call({ uid, action: 'grantAdmin' });
    expect(await adminRecordOf(uid)).toMatchObject({ grantedBy: 'the-admin' });
    await auth.setCustomUserClaims(uid, {});
    await call({ uid, action: 'revokeAdmin' });
    expect(await adminRecordOf(uid)).toBeUndefined();
    expect((await auditLog(db)).map((entry) => entry.action)).toEqual(['grantAdmin', 'revokeAdmin']);
  });

  it('refuses to grant to an unverified e-mail, a suspended member or a disabled account', async () => {
    await expectHttpsError(call({ uid, action: 'grantAdmin' }), 'failed-precondition', /verified/);
    await auth.updateUser(uid, { emailVerified: true });
    await call({ uid, ...suspension });
    await expectHttpsError(call({ uid, action: 'grantAdmin' }), 'failed-precondition', /suspended/);
    await call({ uid, action: 'reinstate' });
    await auth.updateUser(uid, { disabled: true });
    await expectHttpsError(call({ uid, action: 'grantAdmin' }), 'failed-precondition', /suspended/);
    expect((await auth.getUser(uid)).customClaims?.admin).toBeUndefined();
    expect((await db.doc(`admins/${uid}`).get()).exists).toBe(false);
    expect((await auditLog(db)).map((entry) => entry.action)).toEqual(['suspend', 'reinstate']);
  });
});
