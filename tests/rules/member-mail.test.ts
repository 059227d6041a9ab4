import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { LIMITS, MAIL_KINDS } from '#shared/model/index.ts';
import { allBut, everyone, past, serverTimestamp, useContentRules } from './content-actors';

/**
 * What members hear from the site: mailPreferences/{uid}, which mails they receive (only its member
 * reads it and turns kinds on or off; the unsubscribe key in it is the functions' alone), and
 * users/{uid}/notifications, what the site told them.
 */
const { getEnv, db, seed } = useContentRules();
const voice = () => db('voice');
const own = () => voice().doc('mailPreferences/voice');
const KEY = 'k'.repeat(43);

describe('mailPreferences/{uid}: reading', () => {
  it('lets its member read theirs, and nobody else (an admin included)', async () => {
    await seed({ 'mailPreferences/voice': { comments: false, updated: past, unsubscribeKey: KEY } });
    await assertSucceeds(own().get());
    for (const actor of allBut('voice')) await assertFails(db(actor).doc('mailPreferences/voice').get());
  });

  it('lets a member ask for theirs before they have any (My account asks)', async () => {
    await assertSucceeds(own().get());
  });

  it('refuses every client a list, the member and admins included', async () => {
    await seed({ 'mailPreferences/voice': { comments: false, updated: past } });
    for (const actor of everyone) await assertFails(db(actor).collection('mailPreferences').limit(1).get());
  });
});

describe('mailPreferences/{uid}: the member’s choice', () => {
  it('lets the member create theirs with any kinds on or off, stamped with the request’s time', async () => {
    await assertSucceeds(own().set({ comments: false, posts: true, proposals: false, updated: serverTimestamp() }));
    await assertSucceeds(own().set({ comments: true, updated: serverTimestamp() }));
  });

  it('lets the member change a kind in a document the functions made, keeping its key', async () => {
    await seed({ 'mailPreferences/voice': { updated: past, unsubscribeKey: KEY } });
    await assertSucceeds(own().set({ posts: false, updated: serverTimestamp() }, { merge: true }));
    await assertSucceeds(own().update({ posts: true, comments: false, updated: serverTimestamp() }));
  });

  it('lets anyone choose among the admins’ notifications (they apply to the notified addresses only)', async () => {
    await assertSucceeds(own().set({ adminContact: false, adminPosts: true, updated: serverTimestamp() }));
    await assertSucceeds(own().update({ adminApplications: false, adminProposals: false, updated: serverTimestamp() }));
    await assertFails(own().update({ adminContact: 'off', updated: serverTimestamp() }));
  });

  it('refuses a kind that is not true or false, an unknown kind, or a client time', async () => {
    for (const kind of MAIL_KINDS) {
      await assertSucceeds(own().set({ [kind]: false, updated: serverTimestamp() }));
      await assertFails(own().set({ [kind]: 'no', updated: serverTimestamp() }));
    }
    await assertFails(own().set({ comments: 0, updated: serverTimestamp() }));
    await assertFails(own().set({ newsletter: false, updated: serverTimestamp() }));
    await assertFails(own().set({ comments: false, updated: past }));
    await assertFails(own().set({ comments: false }));
  });

  it('refuses the member setting, changing or removing the unsubscribe key', async () => {
    await assertFails(own().set({ comments: false, updated: serverTimestamp(), unsubscribeKey: KEY }));
    await seed({ 'mailPreferences/voice': { updated: past, unsubscribeKey: KEY } });
    await assertFails(own().update({ unsubscribeKey: 'mine'.repeat(11), updated: serverTimestamp() }));
    await assertFails(own().set({ comments: false, updated: serverTimestamp() }));
  });

  it('refuses another member’s, an admin’s and a visitor’s write, and everyone’s delete', async () => {
    for (const actor of allBut('voice')) {
      await assertFails(db(actor).doc('mailPreferences/voice').set({ comments: false, updated: serverTimestamp() }));
    }
    await seed({ 'mailPreferences/voice': { comments: false, updated: past } });
    for (const actor of allBut('voice')) {
      await assertFails(db(actor).doc('mailPreferences/voice').update({ comments: true, updated: serverTimestamp() }));
    }
    for (const actor of everyone) await assertFails(db(actor).doc('mailPreferences/voice').delete());
  });

  it('is there, so the denials are the rules and not an empty collection', async () => {
    await seed({ 'mailPreferences/voice': { comments: false, updated: past } });
    await getEnv().withSecurityRulesDisabled(async (context) => {
      await assertSucceeds(context.firestore().doc('mailPreferences/voice').get());
    });
  });
});

describe('users/{uid}/notifications/{id}: what the site told the member, written by the functions only', () => {
  const notice = { event: 'commentOnPost', subject: 'New comment', link: '/voa/blog', mailed: true };
  const stored = { ...notice, created: past, expiresAt: past };
  const latest = (actor: Parameters<typeof db>[0]) =>
    db(actor).collection('users/voice/notifications').orderBy('created', 'desc');

  it('lets its member read theirs, the latest page at a time, and nobody else (an admin included)', async () => {
    await seed({ 'users/voice/notifications/n1': stored });
    await assertSucceeds(voice().doc('users/voice/notifications/n1').get());
    await assertSucceeds(latest('voice').limit(LIMITS.query.notifications).get());
    await assertFails(
      latest('voice')
        .limit(LIMITS.query.notifications + 1)
        .get(),
    );
    await assertFails(latest('voice').get());
    for (const actor of allBut('voice')) {
      await assertFails(db(actor).doc('users/voice/notifications/n1').get());
      await assertFails(latest(actor).limit(1).get());
    }
  });

  it('refuses every client a new notice, a change of what it says, or a delete, its member and admins included', async () => {
    await seed({ 'users/voice/notifications/n1': stored });
    for (const actor of everyone) {
      const client = db(actor);
      await assertFails(client.doc('users/voice/notifications/n2').set({ ...notice, created: serverTimestamp() }));
      await assertFails(client.doc('users/voice/notifications/n1').update({ subject: 'Changed' }));
      await assertFails(client.doc('users/voice/notifications/n1').delete());
    }
  });

  it('lets its member mark a notice read, and unread again, old notices without the field included', async () => {
    await seed({ 'users/voice/notifications/n1': { ...stored, read: false }, 'users/voice/notifications/old': stored });
    const n1 = voice().doc('users/voice/notifications/n1');
    await assertSucceeds(n1.update({ read: true }));
    await assertSucceeds(n1.update({ read: false }));
    await assertSucceeds(voice().doc('users/voice/notifications/old').update({ read: true }));
    // "Mark all as read": one batch of the member's notices.
    const batch = voice().batch();
    batch.update(n1, { read: true });
    batch.update(voice().doc('users/voice/notifications/old'), { read: true });
    await assertSucceeds(batch.commit());
  });

  it('refuses anyone else marking the member’s notice read, an admin included', async () => {
    await seed({ 'users/voice/notifications/n1': { ...stored, read: false } });
    for (const actor of allBut('voice')) {
      await assertFails(db(actor).doc('users/voice/notifications/n1').update({ read: true }));
    }
  });

  it('refuses a read mark that is not true or false, or that changes anything else with it', async () => {
    await seed({ 'users/voice/notifications/n1': { ...stored, read: false } });
    const n1 = voice().doc('users/voice/notifications/n1');
    for (const read of ['yes', 1, null, serverTimestamp()]) await assertFails(n1.update({ read }));
    await assertFails(n1.update({ read: true, subject: 'Changed' }));
    await assertFails(n1.update({ read: true, expiresAt: serverTimestamp() }));
    await assertFails(n1.update({ read: true, readAt: serverTimestamp() }));
    await assertFails(n1.set({ ...stored, read: true, link: '/elsewhere' }));
    await assertSucceeds(n1.set({ ...stored, read: true }));
  });

  it('is there, so the denials are the rules and not an empty collection', async () => {
    await seed({ 'users/voice/notifications/n1': stored });
    await getEnv().withSecurityRulesDisabled(async (context) => {
      await assertSucceeds(context.firestore().doc('users/voice/notifications/n1').get());
    });
  });
});
