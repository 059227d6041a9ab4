import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { COLLECTIONS, MAIL_RETENTION_DAYS } from '../../../shared/model/index.js';
import type { MailMessage } from './messages.js';

/** The collection the Trigger Email extension watches (its MAIL_COLLECTION parameter). */
export const MAIL = COLLECTIONS.mail;

/**
 * A document of `mail`, in the format of the "Trigger Email from Firestore" extension: `to`,
 * `replyTo` and `message` are its fields; the extension adds `delivery` as it sends. `event`,
 * `about`, `created` and `expiresAt` are ours (the extension ignores other fields): what caused the
 * mail, the uid of the member it is about (deleteAccount deletes their mails by it), the order of
 * the admins' Outbox, and when Firestore's TTL policy deletes the copy (the privacy policy: three
 * months).
 */
export interface MailDocument {
  to: string[];
  replyTo?: string;
  message: MailMessage;
  event: string;
  about?: string;
  created: FieldValue;
  expiresAt: Timestamp;
}

/**
 * Queues one e-mail under a deterministic id: a retried trigger (the same event delivered again)
 * computes the same id and writes nothing, so no member or admin gets a mail twice. A mail `about`
 * a member is queued only while their profile exists, in the transaction that reads it: deleteAccount
 * deletes the profile before their mails, so a trigger that runs during a deletion either queues
 * before (and its mail is deleted) or finds no profile. Likewise a mail quoting a document (`source`,
 * a contact message) is queued only while that document exists. Returns false when nothing was queued.
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
