import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { COLLECTIONS, MAIL_RETENTION_DAYS } from '#shared/model/index.js';
import type { MailMessage } from './messages.js';

/** The collection the Trigger Email extension watches (its MAIL_COLLECTION parameter). */
export const MAIL = COLLECTIONS.mail;

/**
 * A document of `mail`: `to`, `replyTo` and `message` are the "Trigger Email from Firestore"
 * extension's (it adds `delivery`); the others are ours, and the extension ignores them.
 */
export interface MailDocument {
  to: string[];
  replyTo?: string;
  message: MailMessage;
  /** The message key: what caused the mail. */
  event: string;
  /** The uid of the member it is about: deleteAccount deletes their mails by it. */
  about?: string;
  /** The order of the admins' Outbox. */
  created: FieldValue;
  /** When the TTL policy deletes it (the privacy policy: three months). */
  expiresAt: Timestamp;
}

/**
 * Queues one e-mail under `id` unless a mail has it already (a retried event). A mail `about` a
 * member, or quoting `source`, is queued only while that profile or document exists (read in the
 * same transaction). Returns false when nothing was queued.
 * Why: docs/decisions/0025-notification-mails-once-to-verified-addresses.md
 */
export async function queueMail(
  db: Firestore,
  id: string,
  mail: { to: string[]; replyTo?: string; message: MailMessage; event: string; about?: string },
  source?: string,
): Promise<boolean> {
  const document: MailDocument = {
    ...mail,
    created: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(Date.now() + MAIL_RETENTION_DAYS * 24 * 60 * 60 * 1000),
  };
  const mailRef = db.collection(MAIL).doc(id);
  const required = [
    ...(mail.about ? [db.collection(COLLECTIONS.users).doc(mail.about)] : []),
    ...(source ? [db.doc(source)] : []),
  ];
  const outcome = await db.runTransaction(async (transaction) => {
    const [existing, ...needed] = await transaction.getAll(mailRef, ...required);
    if (existing?.exists) return 'already queued (a retried event)';
    if (needed.some((snapshot) => !snapshot.exists))
      return `not queued: ${needed.find((snapshot) => !snapshot.exists)?.ref.path} is gone (deleted)`;
    transaction.create(mailRef, document);
    return 'queued';
  });
  logger.info(`mail ${outcome}`, { id, event: mail.event, recipients: mail.to.length });
  return outcome === 'queued';
}
