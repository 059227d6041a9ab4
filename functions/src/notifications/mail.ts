import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { COLLECTIONS, MAIL_RETENTION_DAYS, type MailDocument, type MemberNotification } from '#shared/model/index.js';

/** The collection the Trigger Email extension watches (its MAIL_COLLECTION parameter). */
export const MAIL = COLLECTIONS.mail;

type Stored<T> = Omit<T, 'created' | 'expiresAt'>;

/** What one event leaves behind: a mail, the member's own notification, or both. */
export interface Delivery {
  /** The mail for the extension (which adds `delivery`); null when none goes. */
  mail: Stored<Omit<MailDocument<unknown>, 'delivery'>> | null;
  /** The line of the member's list under users/{uid}/notifications (the same id as the mail). */
  notice?: { uid: string; fields: Stored<MemberNotification<unknown>> };
  /** The member it is about: nothing is written once their profile is gone. */
  about?: string;
  /** The document it quotes: nothing is written once it is gone. */
  source?: string;
}

/**
 * Once per `id` (retried events), in one transaction. Why:
 * docs/decisions/0025-notification-mails-once-to-verified-addresses.md
 */
export async function deliver(db: Firestore, id: string, delivery: Delivery): Promise<boolean> {
  const { mail, notice, about, source } = delivery;
  const kept = {
    created: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(Date.now() + MAIL_RETENTION_DAYS * 24 * 60 * 60 * 1000),
  };
  const writes = [
    ...(mail ? [{ ref: db.collection(MAIL).doc(id), data: { ...mail, ...kept } }] : []),
    ...(notice
      ? [
          {
            ref: db.collection(COLLECTIONS.users).doc(notice.uid).collection(COLLECTIONS.notifications).doc(id),
            data: { ...notice.fields, ...kept },
          },
        ]
      : []),
  ];
  if (writes.length === 0) return false;
  const required = [
    ...(about ? [db.collection(COLLECTIONS.users).doc(about)] : []),
    ...(source ? [db.doc(source)] : []),
  ];
  const outcome = await db.runTransaction(async (transaction) => {
    const read = await transaction.getAll(...writes.map((write) => write.ref), ...required);
    if (read.slice(0, writes.length).some((snapshot) => snapshot.exists)) return 'already written (a retried event)';
    const missing = read.slice(writes.length).find((snapshot) => !snapshot.exists);
    if (missing) return `not written: ${missing.ref.path} is gone (deleted)`;
    for (const write of writes) transaction.create(write.ref, write.data);
    return 'written';
  });
  const what = [mail ? 'mail' : '', notice ? 'notice' : ''].filter(Boolean).join(' and ');
  logger.info(`${what} ${outcome}`, {
    id,
    event: mail?.event ?? notice?.fields.event,
    recipients: mail?.to.length ?? 0,
  });
  return outcome === 'written' && mail !== null;
}
