import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactMessageDocument } from '#shared/testing/documents.js';
import { clearFirestore } from '../test-support.js';
import { onContactMessageCreated } from './notify-on-contact-message.js';
import { admins, context, mails, projectId } from './test-support.js';
import type { Context } from './recipients.js';

// Contact messages are written first (a mail is queued only while its message exists), in a project
// of their own: in this one, the live notifyOnContactMessage trigger would queue the mail first.
const quiet = getFirestore(initializeApp({ projectId: `${projectId}-contact` }, 'contact-handler-tests'));
const quietContext = (): Context => ({ ...context(), db: quiet });

beforeEach(() => clearFirestore(`${projectId}-contact`));

/** A stored contact message: Ama Owusu's, about editing (contactMessageDocument), with `fields` of its own. */
const contactMessage = (fields: Parameters<typeof contactMessageDocument>[2]) =>
  contactMessageDocument(Timestamp.now(), Timestamp.now(), fields);

describe('onContactMessageCreated', () => {
  it('goes to the admins once, with the visitor as Reply-To', async () => {
    const message = contactMessage({ message: 'I have a memoir to edit.' });
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

  it('needs no member’s profile, only the message: a mail about nobody in particular', async () => {
    const hello = contactMessage({ name: 'Ama', topic: 'general', message: 'Hello there.' });
    await quiet.doc('contactMessages/c9').set(hello);
    expect(await onContactMessageCreated(quietContext(), 'c9', hello)).toBe(true);
  });

  it('queues nothing for a message already deleted (its sender deleted their account meanwhile)', async () => {
    const message = contactMessage({ message: 'Never mind.' });
    expect(await onContactMessageCreated(quietContext(), 'gone', message)).toBe(false);
    expect(await mails(quiet)).toEqual({});
  });
});
