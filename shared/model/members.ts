/** A member's status (spec section 4): '' signed up, 'pending' applied, 'active' approved by an admin. */
export const MEMBER_STATUSES = ['', 'pending', 'active'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** What a member applies as, in onboarding; each kind has its own public directory. */
export const MEMBER_KINDS = ['voice', 'auntie', 'peer'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

/** What an admin approves a member as: one of the kinds, or 'advisory', which nobody applies for. */
export const MEMBER_TYPES = [...MEMBER_KINDS, 'advisory'] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isMemberStatus = oneOf(MEMBER_STATUSES);
export const isMemberKind = oneOf(MEMBER_KINDS);
export const isMemberType = oneOf(MEMBER_TYPES);
