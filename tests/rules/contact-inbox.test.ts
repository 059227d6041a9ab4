import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { describe, expect, it } from 'vitest';
import { allBut, everyone, past, serverTimestamp, useContentRules } from './content-actors';
import { CONTACT_MESSAGE_REQUIRED_FIELDS } from '#shared/model/index.ts';
import { contactMessageDocument } from '#shared/testing/documents.ts';

/**
 * The admins' side of contactMessages (the contact inbox: mark handled, delete) and the Outbox
 * (mail, written by the notification functions only). The create rule is in contact-messages.test.ts.
 */
const { db, audited } = useContentRules(() => ({ 'contactMessages/m1': message, 'mail/contact-m1': mail }));

const message = contactMessageDocument(past, new Date('2028-01-01T00:00:00Z'));

const mail = {
  to: ['admin@voices.test'],
  replyTo: 'ama@example.com',
  message: { subject: 'Contact form (editing): Ama Owusu', text: 'Text', html: '<p>Text</p>' },
  event: 'contactMessage',
  created: past,
};

const adminUid = 'admin';
const mark = (handled: boolean, by = adminUid) => ({ handled, handledBy: by, handledAt: serverTimestamp() });

const messageRef = (db: firebase.firestore.Firestore) => db.doc('contactMessages/m1');
/** An admin's mark, with its audit entry (markContactHandled or markContactUnhandled). */
const markAudited = (change: Record<string, unknown>, overrides = {}) =>
  audited().update(
    'contactMessages/m1',
    change,
    change.handled === true ? 'markContactHandled' : 'markContactUnhandled',
    overrides,
  );

describe('contact inbox: contactMessages marked handled', () => {
  it('an admin marks a message handled, and not handled again, recording who and when', async () => {
    await assertSucceeds(markAudited(mark(true)));
    const stored = (await messageRef(db('admin')).get()).data();
    expect(stored?.handled).toBe(true);
    expect(stored?.handledBy).toBe(adminUid);
    await assertSucceeds(markAudited(mark(false)));
  });

  it('nobody else may mark a message, whatever their standing', async () => {
    for (const actor of allBut('admin')) {
      await assertFails(messageRef(db(actor)).update({ ...mark(true), handledBy: actor }));
    }
  });

  it('an admin may not record another admin as the handler, a time of their own, or a non-boolean', async () => {
    await assertFails(markAudited(mark(true, 'someone-else')));
    await assertFails(markAudited({ ...mark(true), handledAt: new Date('2026-01-01') }));
    await assertFails(markAudited({ ...mark(true), handled: 'yes' }));
    await assertFails(markAudited({ handled: true }));
  });

  it('an admin may not change the message itself while marking it: none of its fields, nor add one', async () => {
    // Typed by the model's list: a field the messages gain must be given a changed value here.
    const changed: Record<(typeof CONTACT_MESSAGE_REQUIRED_FIELDS)[number], unknown> = {
      name: 'Someone Else',
      email: 'someone@example.com',
      topic: 'press',
      message: 'Rewritten by the admin.',
      created: new Date('2025-06-01T00:00:00Z'),
      expiresAt: new Date('2099-01-01T00:00:00Z'),
    };
    for (const [field, value] of Object.entries(changed)) {
      await assertFails(markAudited({ ...mark(true), [field]: value })).catch((error: unknown) => {
        throw new Error(`accepted a mark that changes ${field}: ${String(error)}`);
      });
    }
    await assertFails(markAudited({ ...mark(true), note: 'extra' }));
  });

  it('only an admin deletes a message', async () => {
    for (const actor of allBut('admin')) await assertFails(messageRef(db(actor)).delete());
    await assertSucceeds(audited().delete('contactMessages/m1', 'deleteContactMessage'));
  });

  it('refuses an admin’s mark or delete without its entry, or with another action', async () => {
    await assertFails(messageRef(db('admin')).update(mark(true)));
    await assertFails(messageRef(db('admin')).delete());
    await assertFails(audited().update('contactMessages/m1', mark(true), 'markContactUnhandled'));
    await assertFails(audited().update('contactMessages/m1', mark(false), 'markContactHandled'));
    // The sender is named by the message alone: an entry carries no name of a person.
    await assertFails(markAudited(mark(true), { details: { name: 'Ama Owusu' } }));
    await assertFails(audited().delete('contactMessages/m1', 'deletePost'));
  });

  it('only an admin reads and lists messages (and counts them)', async () => {
    for (const actor of allBut('admin')) {
      await assertFails(messageRef(db(actor)).get());
      await assertFails(db(actor).collection('contactMessages').get());
    }
    const list = await assertSucceeds(
      db('admin').collection('contactMessages').orderBy('created', 'desc').limit(21).get(),
    );
    expect(list.size).toBe(1);
  });
});

describe('outbox: mail', () => {
  it('admins read and list the mails, newest first', async () => {
    const admin = db('admin');
    await assertSucceeds(admin.doc('mail/contact-m1').get());
    const list = await assertSucceeds(admin.collection('mail').orderBy('created', 'desc').limit(21).get());
    expect(list.docs.map((doc) => doc.id)).toEqual(['contact-m1']);
  });

  it('nobody else reads them: they hold members\u2019 and visitors\u2019 addresses', async () => {
    for (const actor of allBut('admin')) {
      await assertFails(db(actor).doc('mail/contact-m1').get());
      await assertFails(db(actor).collection('mail').get());
    }
  });

  it('no client creates, changes or deletes a mail, admins included (only the functions write)', async () => {
    for (const actor of everyone) {
      const client = db(actor);
      await assertFails(client.doc('mail/forged').set(mail));
      await assertFails(client.collection('mail').add(mail));
      await assertFails(client.doc('mail/contact-m1').update({ to: ['someone@example.com'] }));
      await assertFails(client.doc('mail/contact-m1').delete());
    }
  });
});
