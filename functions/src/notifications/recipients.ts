import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { queueMail } from './mail.js';
import { renderMessage, type MessageKey } from './messages.js';

// What the notification handlers share: who a mail goes to, and its id.
// Why: docs/decisions/0025-notification-mails-once-to-verified-addresses.md

/** A document's fields as a trigger hands them over (undefined: it did not exist). */
export type Data = Record<string, unknown> | undefined;

/** What every handler gets besides the document; `eventId` keys a mail when the document has no time. */
export interface Context {
  db: Firestore;
  auth: Auth;
  /** ADMIN_NOTIFICATION_EMAILS (index.ts). */
  admins: string[];
  eventId: string;
}

export const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A stored time as milliseconds, for a mail's id: it tells one submission (or review) from the next. */
export function timeKey(value: unknown, eventId: string): string {
  return value instanceof Timestamp ? String(value.toMillis()) : eventId;
}

/** `about`: the member the mail names (deleteAccount deletes it); `source`: the document it quotes. */
export async function toAdmins(
  context: Context,
  id: string,
  key: MessageKey,
  values: Record<string, string>,
  { replyTo = '', about = '', source = '' } = {},
) {
  if (context.admins.length === 0) {
    // Configuration, not a reason to retry for a week: log it where the deployer will look.
    logger.error('No admin recipients configured (ADMIN_NOTIFICATION_EMAILS): mail not queued', { id });
    return false;
  }
  return queueMail(
    context.db,
    id,
    {
      to: context.admins,
      ...(replyTo ? { replyTo } : {}),
      message: renderMessage(key, values),
      event: key,
      ...(about ? { about } : {}),
    },
    source || undefined,
  );
}

/** The account's current address if it is verified; null otherwise, and for a deleted account. */
async function verifiedAddress(auth: Auth, uid: string): Promise<string | null> {
  const account = await auth.getUser(uid).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  return account?.email && account.emailVerified ? account.email : null;
}

export async function toMember(
  context: Context,
  id: string,
  uid: string,
  key: MessageKey,
  values: Record<string, string>,
) {
  const email = await verifiedAddress(context.auth, uid);
  if (!email) {
    logger.info('The member has no verified e-mail address: mail not queued', { id });
    return false;
  }
  return queueMail(context.db, id, { to: [email], message: renderMessage(key, values), event: key, about: uid });
}
