import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { defineList } from 'firebase-functions/params';
import { COLLECTIONS } from '#shared/model/index.js';
import { REGION } from '../options.js';
import { SITE_ORIGIN } from '../site-origin.js';
import { onBannedBookWritten } from './notify-on-banned-book-written.js';
import { onAnswerCreated } from './notify-on-answer.js';
import { onCommentCreated } from './notify-on-comment.js';
import { onReportWritten } from './notify-on-report-written.js';
import { onContactMessageCreated } from './notify-on-contact-message.js';
import { onPostWritten } from './notify-on-post-written.js';
import { onPostFirstPublished } from './notify-followers.js';
import { onUserWritten } from './notify-on-user-written.js';
import type { Context, Data } from './recipients.js';
import { handleUnsubscribe } from './unsubscribe.js';

/** Why a deploy parameter: docs/decisions/0025-notification-mails-once-to-verified-addresses.md */
export const ADMIN_NOTIFICATION_EMAILS = defineList('ADMIN_NOTIFICATION_EMAILS', {
  description:
    'E-mail addresses that receive the admins\u2019 notifications (applications, posts, proposals, contact).',
});

const admins = () =>
  ADMIN_NOTIFICATION_EMAILS.value()
    .map((address) => address.trim())
    .filter(Boolean);

const context = (eventId: string): Context => ({
  db: getFirestore(),
  auth: getAuth(),
  admins: admins(),
  eventId,
  origin: SITE_ORIGIN.value(),
});

/** Retries on (up to 7 days): safe, as each mail's id is fixed and it is created once (mail.ts). */
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
    const [slug, before, after] = [event.params.slug, data(event.data?.before), data(event.data?.after)];
    // The author's and the admins' mails, and the followers' of a first publication: each with its own ids.
    await Promise.all([
      onPostWritten(context(event.id), slug, before, after),
      onPostFirstPublished(context(event.id), slug, before, after),
    ]);
  },
);

export const notifyOnBannedBookWritten = onDocumentWritten(
  { ...TRIGGER, document: `${COLLECTIONS.bannedBooks}/{id}` },
  async (event) => {
    await onBannedBookWritten(context(event.id), event.params.id, data(event.data?.before), data(event.data?.after));
  },
);

export const notifyOnContactMessage = onDocumentCreated(
  { ...TRIGGER, document: `${COLLECTIONS.contactMessages}/{id}` },
  async (event) => {
    await onContactMessageCreated(context(event.id), event.params.id, data(event.data));
  },
);

export const notifyOnComment = onDocumentCreated(
  { ...TRIGGER, document: `${COLLECTIONS.posts}/{slug}/${COLLECTIONS.comments}/{id}` },
  async (event) => {
    const { slug, id } = event.params;
    // The post's author and, for an answer, the answered comment's: each delivery has its own id.
    await Promise.all([
      onCommentCreated(context(event.id), slug, id, data(event.data)),
      onAnswerCreated(context(event.id), slug, id, data(event.data)),
    ]);
  },
);

export const notifyOnReportWritten = onDocumentWritten(
  { ...TRIGGER, document: `${COLLECTIONS.reports}/{id}` },
  async (event) => {
    await onReportWritten(context(event.id), event.params.id, data(event.data?.before), data(event.data?.after));
  },
);

/** /api/unsubscribe: the one-click unsubscribe. Public: the link's key is the proof. */
export const unsubscribe = onRequest({ region: REGION, invoker: 'public' }, (request, response) =>
  handleUnsubscribe(getFirestore(), request, response),
);
