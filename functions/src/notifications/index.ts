import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { defineList } from 'firebase-functions/params';
import { COLLECTIONS } from '../../../shared/model/index.js';
import { REGION } from '../options.js';
import {
  onBannedBookCreated,
  onContactMessageCreated,
  onPostWritten,
  onUserWritten,
  type Context,
  type Data,
} from './recipients.js';

/**
 * Who the admins' notifications go to. A deploy parameter rather than code or a document: it is
 * the deployer's setting per project (firebase deploy asks for it once and keeps the answer in
 * functions/.env.<project>), it holds no secret, and it needs no screen or rule of its own. The
 * emulators read functions/.env.demo-voices-of-africa. A comma-separated list of addresses.
 */
export const ADMIN_NOTIFICATION_EMAILS = defineList('ADMIN_NOTIFICATION_EMAILS', {
  description:
    'E-mail addresses that receive the admins\u2019 notifications (applications, posts, proposals, contact).',
});

const admins = () =>
  ADMIN_NOTIFICATION_EMAILS.value()
    .map((address) => address.trim())
    .filter(Boolean);

const context = (eventId: string): Context => ({ db: getFirestore(), auth: getAuth(), admins: admins(), eventId });

/**
 * Retries on: an event whose handler fails (Firestore unavailable, say) is delivered again, for
 * up to 7 days. Safe, because each mail has an id made of the event and the document's own time
 * of the change, and is created only once (mail.ts).
 */
const TRIGGER = { retry: true, region: REGION } as const;

const data = (snapshot: { data: () => Record<string, unknown> | undefined } | undefined): Data => snapshot?.data();

export const notifyOnUserWritten = onDocumentWritten(
  { ...TRIGGER, document: `${COLLECTIONS.users}/{uid}` },
  async (event) => {
    await onUserWritten(context(event.id), event.params.uid, data(event.data?.before), data(event.data?.after));
  },
);

export const notifyOnPostWritten = onDocumentWritten(
  { ...TRIGGER, document: `${COLLECTIONS.posts}/{slug}` },
  async (event) => {
    await onPostWritten(context(event.id), event.params.slug, data(event.data?.before), data(event.data?.after));
  },
);

export const notifyOnBannedBookCreated = onDocumentCreated(
  { ...TRIGGER, document: `${COLLECTIONS.bannedBooks}/{id}` },
  async (event) => {
    await onBannedBookCreated(context(event.id), event.params.id, data(event.data));
  },
);

export const notifyOnContactMessage = onDocumentCreated(
  { ...TRIGGER, document: `${COLLECTIONS.contactMessages}/{id}` },
  async (event) => {
    await onContactMessageCreated(context(event.id), event.params.id, data(event.data));
  },
);
