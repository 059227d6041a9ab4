import { fieldsOf, someFieldsOf } from './fields.js';

/**
 * The kinds of mail a member may turn off, each on until they do: a comment on their post, an answer
 * to their comment, their post published or returned, their banned-book proposal accepted or
 * declined. Mail about their membership itself (an application's outcome, how they sign in) is not
 * optional.
 */
export const MEMBER_MAIL_KINDS = ['comments', 'answers', 'posts', 'proposals'] as const;

/**
 * The admins' notifications, by kind: an admin whose account has one of the notified addresses
 * (ADMIN_NOTIFICATION_EMAILS) turns off the kinds they leave to others.
 */
export const ADMIN_MAIL_KINDS = ['adminApplications', 'adminPosts', 'adminProposals', 'adminContact'] as const;

export const MAIL_KINDS = [...MEMBER_MAIL_KINDS, ...ADMIN_MAIL_KINDS] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export type MemberMailKind = (typeof MEMBER_MAIL_KINDS)[number];

/** mailPreferences/{uid}: which mails the member receives; only the owner reads and writes it. */
export type MailPreferences<Time> = {
  comments?: boolean;
  answers?: boolean;
  posts?: boolean;
  proposals?: boolean;
  adminApplications?: boolean;
  adminPosts?: boolean;
  adminProposals?: boolean;
  adminContact?: boolean;
  updated: Time;
  /** The secret in the member's unsubscribe links; only the functions write it. */
  unsubscribeKey?: string;
};

/** What the member's own write may set (the rules' key list). */
export const MAIL_PREFERENCE_MEMBER_FIELDS = someFieldsOf<MailPreferences<unknown>>()(...MAIL_KINDS, 'updated');

export const MAIL_PREFERENCES_FIELDS = fieldsOf<MailPreferences<unknown>>()(
  ...MAIL_PREFERENCE_MEMBER_FIELDS,
  'unsubscribeKey',
);

/** A kind is on unless the member turned it off: no document, or no field, means on. */
export const receives = (preferences: Partial<Record<MailKind, unknown>> | undefined, kind: MailKind): boolean =>
  preferences?.[kind] !== false;

/** Where a member chooses their mails: My account's section (its id is `mail`). */
export const MAIL_PREFERENCES_PATH = '/voa/account#mail';

/** Where a mail's unsubscribe link leads: the site's page that confirms, and the one-click endpoint. */
export const UNSUBSCRIBE_PAGE_PATH = '/voa/account/unsubscribe';
export const UNSUBSCRIBE_ENDPOINT_PATH = '/api/unsubscribe';

/** The query of both addresses: whose link it is, which kind, and the secret that proves it. */
export type UnsubscribeLink = { member: string; kind: MemberMailKind; key: string };

export function unsubscribeQuery({ member, kind, key }: UnsubscribeLink): string {
  return new URLSearchParams({ member, kind, key }).toString();
}

/** The link's fields from a query string, or null when one is missing or unknown. */
export function parseUnsubscribeQuery(search: string): UnsubscribeLink | null {
  const query = new URLSearchParams(search);
  const member = query.get('member') ?? '';
  const kind = query.get('kind');
  const key = query.get('key') ?? '';
  const memberKind = MEMBER_MAIL_KINDS.find((known) => known === kind);
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(member) || !memberKind || !/^[A-Za-z0-9_-]{20,100}$/.test(key)) return null;
  return { member, kind: memberKind, key };
}
