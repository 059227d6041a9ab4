import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore, emulatedFirestore } from '../test-support.js';
import {
  onBannedBookCreated,
  onContactMessageCreated,
  onPostWritten,
  onUserWritten,
  type Context,
} from './recipients.js';
import { postDocument } from '../../../shared/testing/documents.js';

const { db, projectId } = emulatedFirestore();
const auth = getAuth();
const admins = ['admin@example.com', 'editor@example.com'];
const context = (eventId = 'event-1', recipients = admins): Context => ({ db, auth, admins: recipients, eventId });

/** A member's Auth account, made anew: mail goes only to a verified address. */
async function account(uid: string, email: string, emailVerified = true) {
  await auth.deleteUser(uid).catch(() => undefined);
  await auth.createUser({ uid, email, emailVerified });
}

// The members the mails are about: a mail about a member is queued only while their profile exists.
beforeEach(async () => {
  await clearFirestore(projectId);
  await clearFirestore(`${projectId}-contact`);
  for (const uid of ['u1', 'voice-1', 'peer-1']) await db.doc(`users/${uid}`).set({ status: 'active' });
  await account('u1', 'sipho@example.com');
  await account('voice-1', 'chiamaka@example.com');
});

/** Every mail document (the handlers write nothing else), by id. */
async function mails(from = db) {
  const snapshot = await from.collection('mail').get();
  return Object.fromEntries(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

// Contact messages are written first (a mail is queued only while its message exists), in a project
// of their own: in this one, the live notifyOnContactMessage trigger would queue the mail first.
const quiet = getFirestore(initializeApp({ projectId: `${projectId}-contact` }, 'contact-handler-tests'));
const quietContext = (): Context => ({ ...context(), db: quiet });

const applied = Timestamp.fromMillis(1_780_000_000_000);
const reviewed = Timestamp.fromMillis(1_780_000_500_000);
const application = {
  email: 'sipho@example.com',
  status: 'pending',
  type: null,
  displayName: 'Sipho Dlamini',
  memberKind: 'peer',
  country: 'South Africa',
  bio: 'Journalist and editor from Durban.',
  guidelinesAccepted: true,
  applied,
};

describe('onUserWritten', () => {
  it('a new application (status "" → pending) sends one mail to the admins, with the application', async () => {
    const sent = await onUserWritten(context(), 'u1', { email: 'sipho@example.com', status: '' }, application);

    expect(sent).toBe(true);
    const all = await mails();
    expect(Object.keys(all)).toEqual([`application-u1-${applied.toMillis()}`]);
    const mail = all[`application-u1-${applied.toMillis()}`];
    // `about`: the member it names, whose account deletion deletes it (deleteAccount).
    expect(mail).toMatchObject({
      to: admins,
      event: 'applicationSubmitted',
      about: 'u1',
      created: expect.any(Timestamp),
    });
    // Kept three months (MAIL_RETENTION_DAYS), then deleted by the TTL policy.
    const keptDays = ((mail?.expiresAt as Timestamp).toMillis() - Date.now()) / 86_400_000;
    expect(keptDays).toBeGreaterThan(89);
    expect(keptDays).toBeLessThanOrEqual(90);
    expect(mail?.message.subject).toBe('New membership application: Sipho Dlamini');
    expect(mail?.message.text).toContain('Journalist and editor from Durban.');
    expect(mail?.message.html).toContain('<p>');
  });

  it('is idempotent: the same event delivered twice writes one mail', async () => {
    const before = { email: 'sipho@example.com', status: '' };
    expect(await onUserWritten(context(), 'u1', before, application)).toBe(true);
    expect(await onUserWritten(context(), 'u1', before, application)).toBe(false);
    expect(Object.keys(await mails())).toHaveLength(1);
  });

  it('an edit of a pending application sends nothing; applying again after a decline sends anew', async () => {
    const edited = { ...application, bio: 'A longer bio about the work I do.', applied: Timestamp.fromMillis(2) };
    expect(await onUserWritten(context(), 'u1', application, edited)).toBe(false);
    expect(await mails()).toEqual({});

    const declined = { ...application, status: '', reviewNote: 'Say more.', reviewed };
    const reapplied = { ...edited, reviewNote: 'Say more.', reviewed };
    expect(await onUserWritten(context('e2'), 'u1', declined, reapplied)).toBe(true);
    expect(Object.keys(await mails())).toEqual(['application-u1-2']);
  });

  it('approval (pending → active) sends one mail to the member only', async () => {
    const approved = { ...application, status: 'active', type: 'peer', reviewed, reviewedBy: 'admin' };
    await onUserWritten(context(), 'u1', application, approved);
    await onUserWritten(context(), 'u1', application, approved);

    const all = await mails();
    expect(Object.keys(all)).toEqual([`application-approved-u1-${reviewed.toMillis()}`]);
    const mail = Object.values(all)[0];
    expect(mail?.to).toEqual(['sipho@example.com']);
    expect(mail?.about).toBe('u1');
    expect(mail?.message.subject).toBe('Welcome to Voices of Africa');
    expect(mail?.message.text).toContain('Dear Sipho Dlamini');
    expect(mail?.message.text).toContain('(peer)');
  });

  it('a decline (pending → "") sends the member the reason', async () => {
    const declined = { ...application, status: '', reviewNote: 'Tell us more about your writing.', reviewed };
    await onUserWritten(context(), 'u1', application, declined);

    const mail = (await mails())[`application-declined-u1-${reviewed.toMillis()}`];
    expect(mail?.to).toEqual(['sipho@example.com']);
    expect(mail?.about).toBe('u1');
    expect(mail?.message.text).toContain('Tell us more about your writing.');
  });

  it('a decision for a member whose address is unverified queues no mail; once verified, it does', async () => {
    await account('u1', 'sipho@example.com', false);
    const approved = { ...application, status: 'active', type: 'peer', reviewed, reviewedBy: 'admin' };
    expect(await onUserWritten(context(), 'u1', application, approved)).toBe(false);
    const declined = { ...application, status: '', reviewNote: 'Tell us more.', reviewed };
    expect(await onUserWritten(context(), 'u1', application, declined)).toBe(false);
    expect(await mails()).toEqual({});

    await auth.updateUser('u1', { emailVerified: true });
    expect(await onUserWritten(context('e2'), 'u1', application, approved)).toBe(true);
    expect(Object.values(await mails()).map((mail) => mail.to)).toEqual([['sipho@example.com']]);
  });

  it('writes to the account’s current address, not an older one the profile still holds', async () => {
    await account('u1', 'sipho.dlamini@example.com');
    const approved = { ...application, status: 'active', type: 'peer', reviewed, reviewedBy: 'admin' };
    await onUserWritten(context(), 'u1', application, approved);
    expect(Object.values(await mails()).map((mail) => mail.to)).toEqual([['sipho.dlamini@example.com']]);
  });

  it('a new application goes to the admins as before (they read the applicant’s address, verified to apply)', async () => {
    await account('u1', 'sipho@example.com', false);
    expect(await onUserWritten(context(), 'u1', { email: 'sipho@example.com', status: '' }, application)).toBe(true);
  });

  it('sends nothing for a sign-up, a card edit or a deleted profile', async () => {
    const signedUp = { email: 'sipho@example.com', status: '', type: null };
    expect(await onUserWritten(context(), 'u1', undefined, signedUp)).toBe(false);
    const active = { ...application, status: 'active', type: 'peer' };
    expect(await onUserWritten(context(), 'u1', active, { ...active, bio: 'Changed bio text here.' })).toBe(false);
    expect(await onUserWritten(context(), 'u1', active, undefined)).toBe(false);
    expect(await mails()).toEqual({});
  });

  it('with no admin recipients configured, queues nothing (and does not fail the event)', async () => {
    expect(await onUserWritten(context('e', []), 'u1', undefined, application)).toBe(false);
    expect(await mails()).toEqual({});
  });
});

const post = postDocument('letters-from-lagos', applied, {
  title: 'Letters from Lagos',
  authorUid: 'voice-1',
  status: 'draft',
});

describe('onPostWritten', () => {
  it('a post submitted for review (created as submitted, or draft → submitted) goes to the admins once', async () => {
    const submitted = { ...post, status: 'submitted', updated: reviewed };
    await onPostWritten(context(), post.slug, post, submitted);
    await onPostWritten(context(), post.slug, post, submitted);
    await onPostWritten(context('e2'), 'other', undefined, { ...submitted, slug: 'other' });

    const all = await mails();
    // Keyed by the post's creation, not the submission's time: one mail per post (next test).
    expect(Object.keys(all).sort()).toEqual([
      `post-submitted-letters-from-lagos-${applied.toMillis()}`,
      `post-submitted-other-${applied.toMillis()}`,
    ]);
    expect(Object.values(all)[0]?.to).toEqual(admins);
    expect(Object.values(all)[0]?.about).toBe(post.authorUid);
    expect(Object.values(all)[0]?.message.subject).toBe('Post submitted for review: Letters from Lagos');
  });

  it('a post flipped between draft and submitted three times sends the admins one mail', async () => {
    const at = (minutes: number) => Timestamp.fromMillis(applied.toMillis() + minutes * 60_000);
    let before: Record<string, unknown> = post;
    const sent: boolean[] = [];
    for (const flip of [1, 2, 3]) {
      const submitted = { ...post, status: 'submitted', updated: at(2 * flip) };
      sent.push(await onPostWritten(context(`submit-${flip}`), post.slug, before, submitted));
      const draft = { ...post, status: 'draft', updated: at(2 * flip + 1) };
      await onPostWritten(context(`draft-${flip}`), post.slug, submitted, draft);
      before = draft;
    }

    expect(sent).toEqual([true, false, false]);
    expect(Object.keys(await mails())).toEqual([`post-submitted-letters-from-lagos-${applied.toMillis()}`]);
  });

  it('a new post under a slug used before (created anew) is a new post: its submission mails again', async () => {
    const submitted = { ...post, status: 'submitted' };
    await onPostWritten(context('e1'), post.slug, undefined, submitted);
    await onPostWritten(context('e2'), post.slug, undefined, { ...submitted, created: reviewed });
    expect(Object.keys(await mails()).sort()).toEqual([
      `post-submitted-letters-from-lagos-${applied.toMillis()}`,
      `post-submitted-letters-from-lagos-${reviewed.toMillis()}`,
    ]);
  });

  it('an edit of a submitted post sends nothing', async () => {
    const submitted = { ...post, status: 'submitted' };
    expect(await onPostWritten(context(), post.slug, submitted, { ...submitted, body: 'More' })).toBe(false);
  });

  it('publishing sends its author one mail, at their account’s verified address', async () => {
    const published = { ...post, status: 'published', published: reviewed };
    const before = { ...post, status: 'submitted' };
    await onPostWritten(context(), post.slug, before, published);
    await onPostWritten(context(), post.slug, before, published);

    const all = await mails();
    expect(Object.keys(all)).toEqual([`post-published-letters-from-lagos-${reviewed.toMillis()}`]);
    expect(Object.values(all)[0]?.to).toEqual(['chiamaka@example.com']);
    expect(Object.values(all)[0]?.about).toBe('voice-1');
    expect(Object.values(all)[0]?.message.text).toContain('Dear Chiamaka Eze');
  });

  it('an author whose address is unverified gets no mail for a published post', async () => {
    await account('voice-1', 'chiamaka@example.com', false);
    const published = { ...post, status: 'published', published: reviewed };
    expect(await onPostWritten(context(), post.slug, { ...post, status: 'submitted' }, published)).toBe(false);
    expect(await mails()).toEqual({});
  });

  it('an editorial post (written by the admins) or an author without an account gets no mail', async () => {
    const editorial = { ...post, author: { displayName: 'Editorial team', type: 'editorial' } };
    expect(await onPostWritten(context(), 'e', undefined, { ...editorial, status: 'published' })).toBe(false);
    expect(await onPostWritten(context(), 'n', post, { ...post, authorUid: 'nobody', status: 'published' })).toBe(
      false,
    );
    expect(await mails()).toEqual({});
  });
});

describe('onBannedBookCreated', () => {
  const proposal = {
    title: 'Weep Not, Child',
    author: 'Ngũgĩ wa Thiong’o',
    country: 'Kenya',
    year: 1964,
    reason: 'Banned in its time for its portrayal of the Mau Mau uprising.',
    sources: ['https://example.com'],
    status: 'proposed',
    proposedBy: 'peer-1',
  };

  it('a proposal goes to the admins, once', async () => {
    await onBannedBookCreated(context(), 'b1', proposal);
    await onBannedBookCreated(context(), 'b1', proposal);

    const all = await mails();
    expect(Object.keys(all)).toEqual(['banned-book-proposed-b1']);
    expect(all['banned-book-proposed-b1']?.to).toEqual(admins);
    expect(all['banned-book-proposed-b1']?.about).toBe('peer-1');
    expect(all['banned-book-proposed-b1']?.message.text).toContain('(Kenya, 1964)');
  });

  it('an entry an admin adds as approved sends nothing', async () => {
    expect(await onBannedBookCreated(context(), 'b2', { ...proposal, status: 'approved' })).toBe(false);
    expect(await mails()).toEqual({});
  });

  it('queues nothing about a member whose profile is gone (an event that arrives during their account deletion)', async () => {
    await db.doc('users/peer-1').delete();
    expect(await onBannedBookCreated(context(), 'b3', proposal)).toBe(false);
    await db.doc('users/u1').delete();
    expect(await onUserWritten(context(), 'u1', { email: 'sipho@example.com', status: '' }, application)).toBe(false);
    expect(await mails()).toEqual({});
    // A mail about nobody in particular (a contact message) needs no profile, only the message.
    const hello = { name: 'Ama', email: 'ama@example.com', topic: 'general', message: 'Hello there.' };
    await quiet.doc('contactMessages/c9').set(hello);
    expect(await onContactMessageCreated(quietContext(), 'c9', hello)).toBe(true);
  });
});

describe('onContactMessageCreated', () => {
  it('goes to the admins once, with the visitor as Reply-To', async () => {
    const message = {
      name: 'Ama Owusu',
      email: 'ama@example.com',
      topic: 'editing',
      message: 'I have a memoir to edit.',
    };
    await quiet.doc('contactMessages/c1').set(message);
    await onContactMessageCreated(quietContext(), 'c1', message);
    await onContactMessageCreated(quietContext(), 'c1', message);

    const all = await mails(quiet);
    expect(Object.keys(all)).toEqual(['contact-c1']);
    expect(all['contact-c1']).toMatchObject({
      to: admins,
      replyTo: 'ama@example.com',
      event: 'contactMessage',
      message: { subject: 'Contact form (editing): Ama Owusu' },
    });
    expect(all['contact-c1']?.message.text).toContain('I have a memoir to edit.');
  });

  it('queues nothing for a message already deleted (its sender deleted their account meanwhile)', async () => {
    const message = { name: 'Ama Owusu', email: 'ama@example.com', topic: 'editing', message: 'Never mind.' };
    expect(await onContactMessageCreated(quietContext(), 'gone', message)).toBe(false);
    expect(await mails(quiet)).toEqual({});
  });
});
