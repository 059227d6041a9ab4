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
 * before (and its mail is deleted) or finds no profile. Returns false when nothing was queued.
 */
export async function queueMail(
  db: Firestore,
  id: string,
  mail: { to: string[]; replyTo?: string; message: MailMessage; event: string; about?: string },
): Promise<boolean> {
  const document: MailDocument = {
    ...mail,
    created: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(Date.now() + MAIL_RETENTION_DAYS * 24 * 60 * 60 * 1000),
  };
  const mailRef = db.collection(MAIL).doc(id);
  const profileRef = mail.about ? db.collection(COLLECTIONS.users).doc(mail.about) : null;
  const outcome = await db.runTransaction(async (transaction) => {
    const [existing, profile] = await transaction.getAll(mailRef, ...(profileRef ? [profileRef] : []));
    if (existing?.exists) return 'already queued (a retried event)';
    if (profileRef && !profile?.exists) return 'not queued: the member it is about has no profile (deleted)';
    transaction.create(mailRef, document);
    return 'queued';
  });
  logger.info(`mail ${outcome}`, { id, event: mail.event, recipients: mail.to.length });
  return outcome === 'queued';
}
