import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { hostPort, loadSuiteConfig } from '#tools/emulators/config.ts';
import { keyFor, triggerKeys } from '#tools/emulators/firestore-triggers.ts';
import { eventually } from '#shared/testing/index.ts';
import { adminApp, applicationFields, db, emulators, pendingApplicant, signUpAdmin, useWebClient } from './support';
import { postDocument } from '#shared/testing/documents.ts';

/**
 * The notification triggers end to end: a write to Firestore makes the Functions emulator run the
 * deployed trigger, which queues a `mail` document. The admins' address is the emulators' value of
 * ADMIN_NOTIFICATION_EMAILS (functions/.env.demo-voices-of-africa).
 */
const ADMINS = ['admin@voices.test'];

const { projectId } = emulators;
const { auth, callable } = useWebClient('notifications-integration');
const suiteConfig = loadSuiteConfig();
const { functions: functionsEmulator } = suiteConfig;
const reviewMember = callable('reviewMember');

/**
 * The mails of one event kind, once `count` of them are there and an ordering marker's mail too:
 * a write made now, that the same trigger answers with a mail of its own. A duplicate run of an
 * earlier event would have queued its mail by then. Marker mails are left out.
 */
async function mailsOf(event: MarkedEvent, count = 1): Promise<{ id: string; data: DocumentData }[]> {
  const read = async () =>
    (await db.collection('mail').where('event', '==', event).get()).docs
      .filter((doc) => !doc.id.includes(MARKER))
      .map((doc) => ({ id: doc.id, data: doc.data() }));
  await eventually(read, { until: (mails) => mails.length >= count, what: `${count} "${event}" mail(s)` });
  const markerMail = await markerWrites[TRIGGER_OF[event]](`${MARKER}${(markers += 1)}`);
  await eventually(async () => ((await db.doc(`mail/${markerMail}`).get()).exists ? true : undefined), {
    what: `the ordering marker's mail ${markerMail}`,
  });
  return read();
}

const MARKER = 'ordering-marker-';
let markers = 0;

/** The trigger that queues each kind of mail. */
const TRIGGER_OF = {
  contactMessage: 'contactMessages',
  applicationSubmitted: 'users',
  applicationApproved: 'users',
  applicationDeclined: 'users',
  postSubmitted: 'posts',
  postPublished: 'posts',
  bannedBookProposed: 'bannedBooks',
  proposalDeclined: 'bannedBooks',
} as const;
type MarkedEvent = keyof typeof TRIGGER_OF;

/** For each trigger, a write that makes it queue a mail to the admins; returns that mail's id. */
const markerWrites: Record<(typeof TRIGGER_OF)[MarkedEvent], (id: string) => Promise<string>> = {
  contactMessages: async (id) => {
    await db.doc(`contactMessages/${id}`).set({ name: 'Marker', email: 'marker@example.com', message: '.' });
    return `contact-${id}`;
  },
  users: async (id) => {
    const applied = Timestamp.now();
    await db.doc(`users/${id}`).set({ ...applicationFields, applied });
    return `application-${id}-${applied.toMillis()}`;
  },
  posts: async (id) => {
    // A mail about a member is queued only while their profile exists (deliver, functions/src/notifications/mail.ts).
    await db.doc(`users/${id}`).set({ status: 'active', type: 'voice' });
    const created = Timestamp.now();
    await db.doc(`posts/${id}`).set({ title: 'Marker', authorUid: id, status: 'submitted', created });
    return `post-submitted-${id}-${created.toMillis()}`;
  },
  bannedBooks: async (id) => {
    await db.doc(`users/${id}`).set({ status: 'active', type: 'peer' });
    await db.doc(`bannedBooks/${id}`).set({ title: 'Marker', status: 'proposed', proposedBy: id });
    return `banned-book-proposed-${id}`;
  },
};

describe('notifications through the Functions emulator', () => {
  it('a contact message: exactly one mail, to the admins, replying to the visitor', async () => {
    const ref = await db.collection('contactMessages').add({
      name: 'Ama Owusu',
      email: 'ama@example.com',
      topic: 'editing',
      message: 'I have a memoir and would like a developmental edit.',
      created: Timestamp.now(),
      expiresAt: Timestamp.fromMillis(Date.now() + 730 * 86_400_000),
    });

    const mails = await mailsOf('contactMessage');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.id).toBe(`contact-${ref.id}`);
    expect(mails[0]?.data).toMatchObject({
      to: ADMINS,
      replyTo: 'ama@example.com',
      message: { subject: 'Contact form (editing): Ama Owusu' },
    });
    expect(mails[0]?.data.message.text).toContain('developmental edit');
    expect(mails[0]?.data.message.html).toContain('<p>');
  });

  it('an application: one mail to the admins; its approval: one mail to the member', async () => {
    const { uid, applied } = await pendingApplicant(auth, 'sipho@example.com');
    const submitted = await mailsOf('applicationSubmitted');
    expect(submitted.map((mail) => mail.id)).toEqual([`application-${uid}-${applied}`]);
    expect(submitted[0]?.data.to).toEqual(ADMINS);

    await signUpAdmin(auth, 'reviewer@example.com');
    await reviewMember({ uid, applied, decision: 'approve', type: 'peer' });

    const approved = await mailsOf('applicationApproved');
    expect(approved).toHaveLength(1);
    expect(approved[0]?.data.to).toEqual(['sipho@example.com']);
    expect(approved[0]?.data.message.text).toContain('Dear Sipho Dlamini');
    // The admin's own sign-up and claim sent nothing more.
    expect(await mailsOf('applicationSubmitted')).toHaveLength(1);
  });

  it('a declined application: one mail to the member with the reason', async () => {
    const { uid, applied } = await pendingApplicant(auth, 'kofi@example.com');
    await signUpAdmin(auth, 'reviewer@example.com');
    await reviewMember({ uid, applied, decision: 'decline', reason: 'Tell us about your writing.' });

    const declined = await mailsOf('applicationDeclined');
    expect(declined).toHaveLength(1);
    expect(declined[0]?.data.to).toEqual(['kofi@example.com']);
    expect(declined[0]?.data.message.text).toContain('Tell us about your writing.');
  });

  it('a post submitted for review mails the admins; published, it mails its author', async () => {
    // The author's account, with the verified address the mail goes to.
    await getAdminAuth(adminApp).createUser({ uid: 'voice-1', email: 'chiamaka@example.com', emailVerified: true });
    await db.doc('users/voice-1').set({ email: 'chiamaka@example.com', status: 'active', type: 'voice' });
    const post = postDocument('letters-from-lagos', Timestamp.now(), {
      title: 'Letters from Lagos',
      authorUid: 'voice-1',
      status: 'submitted',
    });
    await db.doc('posts/letters-from-lagos').set(post);
    const submitted = await mailsOf('postSubmitted');
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.data.to).toEqual(ADMINS);

    await db.doc('posts/letters-from-lagos').update({ status: 'published', published: Timestamp.now() });
    const published = await mailsOf('postPublished');
    expect(published).toHaveLength(1);
    expect(published[0]?.data.to).toEqual(['chiamaka@example.com']);
  });

  it('a post flipped between draft and submitted three times mails the admins once', async () => {
    // The author's account: the published mail, the test's last event, goes to its verified address.
    await getAdminAuth(adminApp).createUser({ uid: 'voice-2', email: 'kwame@example.com', emailVerified: true });
    await db.doc('users/voice-2').set({ email: 'kwame@example.com', status: 'active', type: 'voice' });
    const created = Timestamp.now();
    const ref = db.doc('posts/flipped');
    await ref.set(
      postDocument('flipped', created, {
        title: 'Flipped',
        authorUid: 'voice-2',
        author: { displayName: 'Kwame Boateng', type: 'voice' },
        status: 'draft',
      }),
    );
    for (let flip = 0; flip < 3; flip++) {
      await ref.update({ status: 'submitted', updated: Timestamp.now() });
      await ref.update({ status: 'draft', updated: Timestamp.now() });
    }
    // Published last: once its mail is there, the flips' events have had their turn too.
    await ref.update({ status: 'published', published: Timestamp.now(), updated: Timestamp.now() });
    expect(await mailsOf('postPublished')).toHaveLength(1);

    const submitted = await mailsOf('postSubmitted');
    expect(submitted.map((mail) => mail.id)).toEqual([`post-submitted-flipped-${created.toMillis()}`]);
  });

  it('a banned-book proposal mails the admins once; declined, it mails its proposer the reason', async () => {
    // The proposer's profile: a mail about a member is queued only while it exists (deliver, functions/src/notifications/mail.ts).
    await db.doc('users/peer-1').set({ email: 'peer@example.com', status: 'active', type: 'peer' });
    await getAdminAuth(adminApp).createUser({ uid: 'peer-1', email: 'peer@example.com', emailVerified: true });
    const ref = await db.collection('bannedBooks').add({
      title: 'Weep Not, Child',
      author: 'Ngũgĩ wa Thiong’o',
      country: 'Kenya',
      year: 1964,
      reason: 'Banned for its portrayal of the Mau Mau uprising.',
      sources: ['https://example.com/source'],
      status: 'proposed',
      proposedBy: 'peer-1',
      created: Timestamp.now(),
      updated: Timestamp.now(),
    });

    const mails = await mailsOf('bannedBookProposed');
    expect(mails.map((mail) => mail.id)).toEqual([`banned-book-proposed-${ref.id}`]);
    expect(mails[0]?.data.to).toEqual(ADMINS);

    const declined = Timestamp.now();
    const declineReason = 'We found no record of the ban in the sources given.';
    await ref.update({ status: 'declined', declineReason, updated: declined });
    const decision = await mailsOf('proposalDeclined');
    expect(decision.map((mail) => mail.id)).toEqual([`proposal-declined-${ref.id}-${declined.toMillis()}`]);
    expect(decision[0]?.data.to).toEqual(['peer@example.com']);
    expect(decision[0]?.data.message.text).toContain(declineReason);
  });

  it('a redelivered event (as Cloud Functions retries a failed one) queues nothing twice', async () => {
    // The Firestore event of a new contact message, as the emulator delivers it to the function
    // (a CloudEvent, its document in Firestore's JSON form), posted twice to the function's route.
    const id = 'redelivered-1';
    const name = `projects/${projectId}/databases/(default)/documents/contactMessages/${id}`;
    const now = new Date().toISOString();
    const event = {
      specversion: '1.0',
      id: 'event-redelivered-1',
      source: `//firestore.googleapis.com/projects/${projectId}/databases/(default)`,
      type: 'google.cloud.firestore.document.v1.created',
      subject: `documents/contactMessages/${id}`,
      time: now,
      datacontenttype: 'application/json',
      project: projectId,
      location: 'us-central1',
      database: '(default)',
      namespace: '(default)',
      document: `contactMessages/${id}`,
      data: {
        value: {
          name,
          createTime: now,
          updateTime: now,
          fields: {
            name: { stringValue: 'Kofi Mensah' },
            email: { stringValue: 'kofi@example.com' },
            topic: { stringValue: 'grants' },
            message: { stringValue: 'A question about grant writing.' },
          },
        },
      },
    };
    // The message itself, as the visitor's write stores it: a mail is queued only while it exists.
    await db.doc(`contactMessages/${id}`).set({
      name: 'Kofi Mensah',
      email: 'kofi@example.com',
      topic: 'grants',
      message: 'A question about grant writing.',
    });
    const key = keyFor('us-central1-notifyOnContactMessage', await triggerKeys(suiteConfig));
    expect(key).toBeDefined();
    const deliver = () =>
      fetch(`http://${hostPort(functionsEmulator)}/functions/projects/${projectId}/triggers/${key}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/cloudevents+json' },
        body: JSON.stringify(event),
      });

    expect((await deliver()).ok).toBe(true);
    expect((await deliver()).ok).toBe(true);

    const mails = await mailsOf('contactMessage');
    expect(mails.map((mail) => mail.id)).toEqual([`contact-${id}`]);
    expect(mails[0]?.data.to).toEqual(ADMINS);
    expect(mails[0]?.data.replyTo).toBe('kofi@example.com');
  });
});
