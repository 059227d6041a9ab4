import { fieldsOf, someFieldsOf } from './fields.js';

/** The kinds a member may turn off or on; mail about their membership itself is not optional. */
export const MEMBER_MAIL_KINDS = [
  'comments',
  'answers',
  'posts',
  'proposals',
  'followedWriters',
  'followedTags',
] as const;

/** Off until the member turns them on; every other kind is on until turned off (decision 0121). */
export const MAIL_KINDS_OFF_BY_DEFAULT: readonly MailKind[] = ['followedTags'];

export const ADMIN_MAIL_KINDS = ['adminApplications', 'adminPosts', 'adminProposals', 'adminContact'] as const;

export const MAIL_KINDS = [...MEMBER_MAIL_KINDS, ...ADMIN_MAIL_KINDS] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export type MemberMailKind = (typeof MEMBER_MAIL_KINDS)[number];

export type MailPreferences<Time> = {
  comments?: boolean;
  answers?: boolean;
  posts?: boolean;
  proposals?: boolean;
  /** A writer the member follows published a post. */
  followedWriters?: boolean;
  /** A post with a tag the member follows was published (off unless turned on). */
  followedTags?: boolean;
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

/** The member's own choice of a kind, else its default: no document, or no field, means the default. */
export function receives(preferences: Partial<Record<MailKind, unknown>> | undefined, kind: MailKind): boolean {
  const chosen = preferences?.[kind];
  return typeof chosen === 'boolean' ? chosen : !MAIL_KINDS_OFF_BY_DEFAULT.includes(kind);
}

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
