import { fieldsOf, someFieldsOf } from './fields.js';
import { slugify } from './slug.js';

/** A member's status (spec section 4); a suspended member's account is disabled and every write refused. */
export const MEMBER_STATUSES = ['', 'pending', 'active', 'suspended'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** What a member applies as, in onboarding; each kind has its own public directory. */
export const MEMBER_KINDS = ['voice', 'auntie', 'peer'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

/** What an admin approves a member as. No 'advisory' type: the board is advisoryMembers, curated by admins. */
export const MEMBER_TYPES = MEMBER_KINDS;
export type MemberType = (typeof MEMBER_TYPES)[number];

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isMemberStatus = oneOf(MEMBER_STATUSES);
export const isMemberKind = oneOf(MEMBER_KINDS);
export const isMemberType = oneOf(MEMBER_TYPES);

/** members/{uid}: the public card reviewMember writes on approval (never the e-mail). */
export type MemberCard<Time> = {
  displayName: string;
  type: MemberType;
  country: string;
  bio: string;
  joined: Time;
  /** The owner's 'portrait' upload (IMAGE_FIELDS.members); '' or absent: none, the initials are drawn instead. */
  portraitUrl?: string;
  /** The owner's own web addresses (a site, a social profile), at most MEMBER_LINKS.max, each memberLinkProblem-free. */
  links?: string[];
  /** The member's page address, /voa/members/<slug>: given once by reviewMember (memberSlugBase), never changed. */
  slug?: string;
  /** The name's search keys (search.ts), kept by the search trigger alone. */
  searchWords?: string[];
  /** How many members follow them as a writer: kept by the countFollowers trigger alone (decision 0121). */
  followerCount?: number;
};

export const MEMBER_CARD_FIELDS = fieldsOf<MemberCard<unknown>>()(
  'displayName',
  'type',
  'country',
  'bio',
  'joined',
  'portraitUrl',
  'links',
  'slug',
  'searchWords',
  'followerCount',
);

/** Why a card is held out of the directories: a suspension, or an admin's removal (manageMember). */
export const CARD_HOLD_REASONS = ['suspended', 'removed'] as const;
export type CardHoldReason = (typeof CARD_HOLD_REASONS)[number];

/** heldCards/{uid}: a card held out of every directory (a suspension, an admin's removal); functions write it. */
export type HeldCard<Time> = MemberCard<Time> & { held: Time; reason: CardHoldReason };

export const HELD_CARD_FIELDS = [...MEMBER_CARD_FIELDS, 'held', 'reason'] as const;

/** What the owner edits on their card (the name changes through a name request). */
export const MEMBER_CARD_EDIT_FIELDS = someFieldsOf<MemberCard<unknown>>()('country', 'bio', 'portraitUrl', 'links');

/** A card's links: how many, and the longest (firestore.rules, isMemberLinks, holds the same). */
export const MEMBER_LINKS = { max: 3, length: 200 } as const;

/**
 * An https address of a named host, with no spaces and no user name before the host (`https://bank.com@evil.test`
 * reads as bank.com to a person and goes to evil.test). The rules' isMemberLink holds the same pattern.
 */
export const MEMBER_LINK_PATTERN = /^https:\/\/[A-Za-z0-9-]+([.][A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^\s]*)?$/;

export type MemberLinkProblem = 'notHttps' | 'tooLong' | 'notAddress';

/** Why an address cannot be one of a card's links, or null. */
export function memberLinkProblem(value: string): MemberLinkProblem | null {
  if (value.length > MEMBER_LINKS.length) return 'tooLong';
  if (!/^https:\/\//i.test(value)) return 'notHttps';
  return MEMBER_LINK_PATTERN.test(value) ? null : 'notAddress';
}

/** What a link is shown as: its host and path, without the scheme, "www." or a last slash. */
export function memberLinkLabel(value: string): string {
  return value.replace(/^https:\/\/(www\.)?/i, '').replace(/\/$/, '');
}

/** The most characters of a member's slug (without its collision suffix). */
export const MEMBER_SLUG_MAX = 60;

/** A member's slug before any suffix: their name as a post's title would be ("Ọlá Ògún" → "ola-ogun"), or "member". */
export function memberSlugBase(displayName: string): string {
  return slugify(displayName, MEMBER_SLUG_MAX) || 'member';
}

/** The first of base, base-2, base-3… that no one holds. */
export function freeMemberSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}
