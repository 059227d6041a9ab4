import { fieldsOf, someFieldsOf } from './fields.js';

/** Each on until the member turns it off; mail about their membership itself is not optional. */
export const MEMBER_MAIL_KINDS = ['comments', 'answers', 'posts', 'proposals'] as const;

export const ADMIN_MAIL_KINDS = ['adminApplications', 'adminPosts', 'adminProposals', 'adminContact'] as const;

export const MAIL_KINDS = [...MEMBER_MAIL_KINDS, ...ADMIN_MAIL_KINDS] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export type MemberMailKind = (typeof MEMBER_MAIL_KINDS)[number];

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

export const MAIL_PREFERENCE_MEMBER_FIELDS = someFieldsOf<MailPreferences<unknown>>()(...MAIL_KINDS, 'updated');

export const MAIL_PREFERENCES_FIELDS = fieldsOf<MailPreferences<unknown>>()(
  ...MAIL_PREFERENCE_MEMBER_FIELDS,
  'unsubscribeKey',
);

/** A kind is on unless the member turned it off: no document, or no field, means on. */
export const receives = (preferences: Partial<Record<MailKind, unknown>> | undefined, kind: MailKind): boolean =>
  preferences?.[kind] !== false;

export const MAIL_PREFERENCES_PATH = '/voa/account#mail';

/** Where a mail's unsubscribe link leads: the site's page that confirms, and the one-click endpoint. */
export const UNSUBSCRIBE_PAGE_PATH = '/voa/account/unsubscribe';
export const UNSUBSCRIBE_ENDPOINT_PATH = '/api/unsubscribe';

/** The query of both addresses: whose link it is, which kind, and the secret that proves it. */
export type UnsubscribeLink = { member: string; kind: MemberMailKind; key: string };

export function unsubscribeQuery({ member, kind, key }: UnsubscribeLink): string {
  return new URLSearchParams({ member, kind, key }).toString();
}

export function parseUnsubscribeQuery(search: string): UnsubscribeLink | null {
  const query = new URLSearchParams(search);
  const member = query.get('member') ?? '';
  const kind = query.get('kind');
  const key = query.get('key') ?? '';
  const memberKind = MEMBER_MAIL_KINDS.find((known) => known === kind);
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(member) || !memberKind || !/^[A-Za-z0-9_-]{20,100}$/.test(key)) return null;
  return { member, kind: memberKind, key };
}
