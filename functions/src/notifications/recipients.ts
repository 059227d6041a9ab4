import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { deliver } from './mail.js';
import type { MailMessage } from '#shared/model/index.js';
import { renderMessage, toHtml, type MessageKey } from './messages.js';
import {
  ADMIN_KIND_OF,
  MEMBER_KIND_OF,
  adminFooter,
  adminsReceiving,
  keyIfReceiving,
  unsubscribeParts,
} from './preferences.js';

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
  /** SITE_ORIGIN: the links in a member's mail. */
  origin: string;
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
  const kind = ADMIN_KIND_OF[key];
  const to = kind ? await adminsReceiving(context.db, context.auth, context.admins, kind) : context.admins;
  if (to.length === 0) {
    logger.info('Every admin turned this kind of mail off: mail not queued', { id, kind });
    return false;
  }
  const rendered = renderMessage(key, values);
  const text = `${rendered.text}\n\n${adminFooter(context.origin)}`;
  return deliver(context.db, id, {
    mail: {
      to,
      ...(replyTo ? { replyTo } : {}),
      message: { ...rendered, text, html: toHtml(text) },
      event: key,
      ...(about ? { about } : {}),
    },
    about,
    source,
  });
}

/** The account's current address if it is verified; null otherwise, and for a deleted account. */
async function verifiedAddress(auth: Auth, uid: string): Promise<string | null> {
  const account = await auth.getUser(uid).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  return account?.email && account.emailVerified ? account.email : null;
}

/** A notice always; a mail unless they turned its kind off. Nothing once `source` is gone. */
export async function toMember(
  context: Context,
  id: string,
  uid: string,
  key: MessageKey,
  values: Record<string, string>,
  { link = '', source = '' }: { link?: string; source?: string } = {},
) {
  const rendered = renderMessage(key, values);
  const mail = await memberMail(context, id, uid, key, rendered);
  return deliver(context.db, id, {
    mail,
    notice: { uid, fields: { event: key, subject: rendered.subject, link, mailed: mail !== null, read: false } },
    about: uid,
    source,
  });
}

/** The member's mail, or null when none goes: no verified address, or its kind turned off. */
async function memberMail(context: Context, id: string, uid: string, key: MessageKey, message: MailMessage) {
  const email = await verifiedAddress(context.auth, uid);
  if (!email) {
    logger.info('The member has no verified e-mail address: no mail', { id });
    return null;
  }
  const kind = MEMBER_KIND_OF[key];
  if (!kind) return { to: [email], message, event: key, about: uid };
  const unsubscribeKey = await keyIfReceiving(context.db, uid, kind);
  if (unsubscribeKey === null) {
    logger.info('The member turned this kind of mail off: no mail', { id, kind });
    return null;
  }
  const { headers, footer } = unsubscribeParts(context.origin, { member: uid, kind, key: unsubscribeKey });
  const text = `${message.text}\n\n${footer}`;
  return { to: [email], headers, message: { ...message, text, html: toHtml(text) }, event: key, about: uid };
}
