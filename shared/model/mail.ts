import { fieldsOf } from './fields.js';

/** Days a mail/{id} document is kept: the TTL policy on `expiresAt` deletes it (the privacy policy). */
export const MAIL_RETENTION_DAYS = 90;

export type MailMessage = {
  subject: string;
  text: string;
  html: string;
};

export type MailDocument<Time> = {
  to: string[];
  replyTo?: string;
  /** Extra headers (the extension's `headers`): a member's mail carries List-Unsubscribe. */
  headers?: Record<string, string>;
  message: MailMessage;
  event: string;
  about?: string;
  created: Time;
  expiresAt: Time;
  delivery?: { state?: string; error?: string };
};

export const MAIL_FIELDS = fieldsOf<MailDocument<unknown>>()(
  'to',
  'replyTo',
  'headers',
  'message',
  'event',
  'about',
  'created',
  'expiresAt',
  'delivery',
);
