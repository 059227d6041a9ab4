import { fieldsOf, someFieldsOf } from './fields.js';

/** users/{uid}/notifications/{id}: written beside each mail (same id), mailed or not; only the member reads it. */
export type MemberNotification<Time> = {
  /** The message key (functions/src/notifications/locales): what happened. */
  event: string;
  /** One line: the mail's subject. */
  subject: string;
  /** A path of the site where the member follows it up; '' for none. */
  link: string;
  /** Whether it also went by e-mail. */
  mailed: boolean;
  created: Time;
  /** When the TTL policy deletes it, as a mail (MAIL_RETENTION_DAYS). */
  expiresAt: Time;
  /**
   * false when written; true once the member marks it read (their one write here). A notice from
   * before the field counts as read: only `read == false` is unread (isUnread).
   */
  read?: boolean;
};

export const MEMBER_NOTIFICATION_FIELDS = fieldsOf<MemberNotification<unknown>>()(
  'event',
  'subject',
  'link',
  'mailed',
  'created',
  'expiresAt',
  'read',
);

/** What the member's own update of a notice may change (the rules' list). */
export const NOTIFICATION_READ_FIELDS = someFieldsOf<MemberNotification<unknown>>()('read');

/** Notices written before `read` existed count as read. */
export const isUnread = (notice: Readonly<Record<string, unknown>>): boolean => notice.read === false;

/** Paths of the web app's routes (a web test holds each to the route table). */
export const NOTICE_LINKS = {
  post: (slug: string) => `/voa/blog/posts/${encodeURIComponent(slug)}`,
  comments: (slug: string) => `/voa/blog/posts/${encodeURIComponent(slug)}#comments-title`,
  revise: (slug: string) => `/voa/blog/write?edit=${encodeURIComponent(slug)}`,
  bannedBooks: '/voa/library/bannedbooks',
  account: '/voa/account',
  /** Every notice of the member's, with the bell's count (web/src/features/notifications). */
  notifications: '/voa/notifications',
  communityHome: '/voa/voices-of-africa',
  onboarding: '/voa/onboard',
  contact: '/contact',
} as const;
