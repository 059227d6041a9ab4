import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DELETED_MEMBER,
  MEDIA_COLLECTION,
  type DeleteAccountResult,
  mediaAddress,
  type ImagePurpose,
  type MediaRecord,
} from '#shared/model/index.js';
import { callableRequest, type Caller, clearFirestore, emulatedFirestore, expectHttpsError } from '../test-support.js';
import { deleteAccountHandler, RECENT_SIGN_IN_SECONDS } from './delete-account.js';

const { db, projectId } = emulatedFirestore();
const auth = getAuth();
const now = Date.UTC(2026, 10, 26, 12, 0, 0);
const nowSeconds = now / 1000;

const caller = (uid: string, signedInSecondsAgo: number) => ({
  uid,
  token: { auth_time: nowSeconds - signedInSecondsAgo },
});
const call = (auth_: Caller | undefined) => deleteAccountHandler(db, auth, callableRequest({}, auth_), now);

const post = (authorUid: string, status: string) => ({ authorUid, status, title: `A ${status} post` });
const comment = (authorUid: string) => ({ authorUid, body: 'Thank you.' });
const proposal = (proposedBy: string, status: string) => ({ proposedBy, status, title: 'Things Fall Apart' });
/** A media/{id} record as uploadImage writes it, and the attach triggers once documents use it. */
const upload = (owner: string, purpose: ImagePurpose, id: string, usedBy: string[]): MediaRecord<Timestamp> => ({
  owner,
  purpose,
  address: mediaAddress({ purpose, id, width: 800, height: 800, placeholder: '#a08060' }),
  created: Timestamp.fromMillis(now),
  expireAt: usedBy.length > 0 ? null : Timestamp.fromMillis(now + 24 * 60 * 60 * 1000),
  usedBy,
});

let uid: string;
let email: string;

beforeEach(async () => {
  await clearFirestore(projectId);
  email = `leaving-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const user = await auth.createUser({ email });
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
  await db.doc(`mailPreferences/${uid}`).set({ comments: false, unsubscribeKey: 'k'.repeat(43) });
  await db.doc(`users/${uid}/notifications/n1`).set({ event: 'postPublished', subject: 'Published', link: '' });
  await db.doc(`reports/${uid}~other-published~other`).set({ reporterUid: uid, post: 'other-published' });
  await db.doc('users/someone-else').set({ email: 'other@example.test', status: 'active' });
  await db.doc('members/someone-else').set({ displayName: 'Someone Else' });
});

const exists = async (path: string) => (await db.doc(path).get()).exists;
const authUserExists = (id: string) =>
  auth.getUser(id).then(
    () => true,
    () => false,
  );

/** What the call reports: nothing deleted but what `counts` names. */
const report = (counts: Partial<Omit<DeleteAccountResult, 'uid'>>): DeleteAccountResult => ({
  uid,
  posts: 0,
  proposals: 0,
  comments: 0,
  uploads: 0,
  contactMessages: 0,
  mail: 0,
  anonymised: 0,
  ...counts,
});

/** Each of `paths` is stored (true) or gone (false). */
async function expectStored(paths: string[], stored: boolean) {
  for (const path of paths) expect(await exists(path), path).toBe(stored);
}

describe('deleteAccount', () => {
  it('deletes the Auth account, profile, card, every post, comment and proposal of the caller, and nothing else', async () => {
    const result = await call(caller(uid, 30));

    expect(result).toEqual(report({ posts: 3, proposals: 2, comments: 2 }));
    expect(await authUserExists(uid)).toBe(false);
    await expectStored(
      [
        `users/${uid}`,
        `members/${uid}`,
        `rateLimits/${uid}`,
        `mailPreferences/${uid}`,
        `users/${uid}/notifications/n1`,
        `reports/${uid}~other-published~other`,
        'posts/own-draft',
        'posts/own-submitted',
        'posts/own-published',
        'posts/other-published/comments/own',
        'posts/own-published/comments/own-on-own',
        'bannedBooks/own-proposed',
        'bannedBooks/own-approved',
      ],
      false,
    );
    await expectStored(
      [
        'posts/other-published',
        'posts/other-published/comments/other',
        'bannedBooks/other-proposed',
        'users/someone-else',
        'members/someone-else',
      ],
      true,
    );
  });

  it('deletes every entry of the caller’s shelf, and leaves another member’s shelf alone', async () => {
    const entry = (slug: string) => ({ slug, title: 'Kept post', saved: Timestamp.now() });
    await db.doc(`users/${uid}/shelf/other-published`).set(entry('other-published'));
    await db.doc(`users/${uid}/shelf/own-published`).set(entry('own-published'));
    await db.doc('users/someone-else/shelf/other-published').set(entry('other-published'));

    await call(caller(uid, 30));

    expect((await db.collection(`users/${uid}/shelf`).get()).size).toBe(0);
    await expectStored(['users/someone-else/shelf/other-published'], true);
  });

  it('deletes what the caller follows and every follow of them as a writer, and leaves other follows alone', async () => {
    const follow = (kind: string, target: string) => ({ kind, target, name: target, created: Timestamp.now() });
    await db.doc(`users/${uid}/follows/writer:someone-else`).set(follow('writer', 'someone-else'));
    await db.doc(`users/${uid}/follows/tag:memoir`).set(follow('tag', 'memoir'));
    await db.doc(`users/reader/follows/writer:${uid}`).set(follow('writer', uid));
    await db.doc('users/reader/follows/writer:someone-else').set(follow('writer', 'someone-else'));
    // A tag that happens to read as the uid is a tag, not a follow of the member.
    await db.doc(`users/reader/follows/tag:${uid}`).set(follow('tag', uid));

    await call(caller(uid, 30));

    expect((await db.collection(`users/${uid}/follows`).get()).size).toBe(0);
    await expectStored([`users/reader/follows/writer:${uid}`], false);
    await expectStored(['users/reader/follows/writer:someone-else', `users/reader/follows/tag:${uid}`], true);
  });

  it('deletes or anonymises every other document that names the member, and leaves others’ alone', async () => {
    const at = Timestamp.now();
    const contact = (from: string, name = 'Leaving Member') => ({
      name,
      email: from,
      topic: 'general',
      message: 'Hi.',
    });
    const audit = (actor: string, target: string, action: string, details: Record<string, unknown>) => ({
      actor,
      target,
      action,
      details,
      at,
    });
    await db.doc('contactMessages/from-them').set(contact(email));
    // Typed by hand on the contact page, in another case and with a space.
    await db.doc('contactMessages/from-them-typed').set(contact(` ${email.toUpperCase()}`));
    await db.doc('contactMessages/from-someone-else').set(contact('other@example.test', 'Someone Else'));
    await db.doc('contactMessages/handled-by-them').set({
      ...contact('visitor@example.test', 'A Visitor'),
      handled: true,
      handledBy: uid,
      handledAt: at,
    });
    await db.doc('mail/contact-from-them').set({ to: ['admin@example.test'], replyTo: email, event: 'contactMessage' });
    await db.doc('mail/contact-from-them-typed').set({ to: ['admin@example.test'], event: 'contactMessage' });
    await db
      .doc(`mail/application-${uid}-1`)
      .set({ to: ['admin@example.test'], about: uid, event: 'applicationSubmitted' });
    await db.doc(`mail/application-approved-${uid}-2`).set({ to: [email], about: uid, event: 'applicationApproved' });
    await db.doc('mail/to-them-without-about').set({ to: [email], event: 'postPublished' });
    await db.doc('mail/reply-to-them').set({ to: ['admin@example.test'], replyTo: email, event: 'contactMessage' });
    // An admins' notification that went to them and to another admin stays for the other.
    await db.doc('mail/to-them-and-another').set({ to: [email, 'other@example.test'], event: 'bannedBookProposed' });
    await db
      .doc('mail/someone-elses')
      .set({ to: ['other@example.test'], about: 'someone-else', event: 'postPublished' });
    await db.doc('auditLog/them-acted').set(audit(uid, 'someone-else', 'setType', { from: 'peer', to: 'voice' }));
    await db
      .doc('auditLog/acted-on-them')
      .set(audit('an-admin', uid, 'removeCard', { displayName: 'Leaving Member', type: 'voice' }));
    await db
      .doc('auditLog/renamed-them')
      .set(audit('an-admin', uid, 'declineName', { name: 'Leaving M.', reason: 'Leaving Member is taken.' }));
    await db.doc('auditLog/not-theirs').set(audit('an-admin', 'someone-else', 'suspend', { from: 'active' }));
    await db.doc(`nameRequests/${uid}`).set({ displayName: 'Leaving M.', status: 'pending', requested: at });
    await db.doc('nameRequests/someone-else').set({
      displayName: 'Someone E.',
      status: 'declined',
      requested: at,
      reviewedBy: uid,
    });
    await db.doc('users/someone-else').update({ reviewedBy: uid });
    await db.doc(`contactSenders/${uid}`).set({ last: at, count: 1 });

    const result = await call(caller(uid, 30));

    expect(result).toEqual(report({ posts: 3, proposals: 2, comments: 2, contactMessages: 2, mail: 4, anonymised: 7 }));
    await expectStored(
      [
        'contactMessages/from-them',
        'contactMessages/from-them-typed',
        'mail/contact-from-them',
        'mail/contact-from-them-typed',
        `mail/application-${uid}-1`,
        `mail/application-approved-${uid}-2`,
        'mail/to-them-without-about',
        'mail/reply-to-them',
        `nameRequests/${uid}`,
        `contactSenders/${uid}`,
      ],
      false,
    );
    await expectStored(['contactMessages/from-someone-else', 'mail/someone-elses', 'auditLog/not-theirs'], true);
    const data = async (path: string) => (await db.doc(path).get()).data();
    // The audit log keeps each action, with the uid replaced and no name, reason or address left.
    expect(await data('auditLog/them-acted')).toMatchObject({
      actor: DELETED_MEMBER,
      target: 'someone-else',
      details: { from: 'peer', to: 'voice' },
    });
    expect(await data('auditLog/acted-on-them')).toMatchObject({
      actor: 'an-admin',
      target: DELETED_MEMBER,
      action: 'removeCard',
      details: { type: 'voice' },
    });
    expect((await data('auditLog/acted-on-them'))?.details).toEqual({ type: 'voice' });
    expect(await data('auditLog/renamed-them')).toMatchObject({
      target: DELETED_MEMBER,
      action: 'declineName',
      details: {},
    });
    expect((await data('auditLog/not-theirs'))?.details).toEqual({ from: 'active' });
    expect(await data('contactMessages/handled-by-them')).toMatchObject({ handled: true, handledBy: DELETED_MEMBER });
    expect((await data('nameRequests/someone-else'))?.reviewedBy).toBe(DELETED_MEMBER);
    expect((await data('users/someone-else'))?.reviewedBy).toBe(DELETED_MEMBER);
    expect((await data('mail/to-them-and-another'))?.to).toEqual(['other@example.test']);
    // Nothing left anywhere holds the uid or the address.
    const everything = await Promise.all(
      (await db.listCollections()).map(async (collection) => (await collection.get()).docs.map((doc) => doc.data())),
    );
    const text = JSON.stringify(everything).toLowerCase();
    expect(text).not.toContain(uid.toLowerCase());
    expect(text).not.toContain(email.toLowerCase());
    expect(text).not.toContain('leaving m');
  });

  it('can be called again after a call that deleted part or all of it (safe to retry)', async () => {
    await db.doc('posts/own-draft').delete();
    await db.doc(`members/${uid}`).delete();
    await expect(call(caller(uid, 30))).resolves.toEqual(report({ posts: 2, proposals: 2, comments: 2 }));
    // Everything is gone already, the Auth account included: the retry still succeeds.
    await expect(call(caller(uid, 30))).resolves.toEqual(report({}));
  });

  it('deletes the caller’s uploads that nothing uses yet, and leaves those a document uses and others’', async () => {
    const records = {
      unattachedCover: upload(uid, 'post-cover', 'UnattachedCover00001', []),
      unattachedPortrait: upload(uid, 'portrait', 'UnattachedPortrait01', []),
      // Released by the attach trigger when the post goes, not by the handler.
      onOwnPost: upload(uid, 'post-cover', 'OnOwnPost00000000001', ['posts/own-draft']),
      // Uploaded by the member as an admin: the album keeps it.
      onAlbum: upload(uid, 'album-photo', 'OnAlbum0000000000001', ['albums/an-album', 'albums/an-album/photos/one']),
      someoneElses: upload('someone-else', 'post-cover', 'SomeoneElses00000001', []),
    };
    for (const [id, record] of Object.entries(records)) await db.doc(`${MEDIA_COLLECTION}/${id}`).set(record);
    const left = async () =>
      (await db.collection(MEDIA_COLLECTION).get()).docs.map((doc) => [doc.id, doc.get('usedBy') as string[]]);

    await expect(call(caller(uid, 30))).resolves.toMatchObject({ uid, uploads: 2 });
    const kept = [
      ['onAlbum', ['albums/an-album', 'albums/an-album/photos/one']],
      ['onOwnPost', ['posts/own-draft']],
      ['someoneElses', []],
    ];
    expect(await left()).toEqual(kept);
    // Again (a retry): nothing more goes.
    await expect(call(caller(uid, 30))).resolves.toMatchObject({ uid, uploads: 0 });
    expect(await left()).toEqual(kept);
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
