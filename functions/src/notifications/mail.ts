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

/** gRPC's ALREADY_EXISTS, which `create()` fails with when the document is there. */
const ALREADY_EXISTS = 6;

/**
 * Queues one e-mail under a deterministic id, with `create()`: a retried trigger (the same event
 * delivered again) computes the same id and writes nothing, so no member or admin gets a mail
 * twice. Returns false when the mail was already queued.
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
  try {
    await db.collection(MAIL).doc(id).create(document);
    logger.info('mail queued', { id, event: mail.event, recipients: mail.to.length });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) {
      logger.info('mail already queued (a retried event)', { id });
      return false;
    }
    throw error;
  }
}
