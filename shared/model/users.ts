import { fieldsOf, someFieldsOf } from './fields.js';
import type { MemberKind, MemberStatus, MemberType } from './members.js';

/** users/{uid}: a member's private profile and application; the owner and admins read it. */
export type UserProfile<Time> = {
  email: string;
  status: MemberStatus;
  type: MemberType | null;
  created: Time;
  displayName?: string;
  memberKind?: MemberKind;
  country?: string;
  bio?: string;
  guidelinesAccepted?: boolean;
  applied?: Time;
  /** Set by reviewMember; `reviewNote` says why an application was declined. */
  reviewed?: Time;
  reviewedBy?: string;
  reviewNote?: string;
  /** The status before a suspension (manageMember), restored on reinstatement. */
  suspendedFrom?: MemberStatus;
  /** When the member was suspended, and the admin's reason they are told; both go on reinstatement. */
  suspended?: Time;
  suspensionReason?: string;
  /** The display name's and the address's search keys (accountSearchWords), for the admins' member list; the indexUserForSearch trigger's. */
  searchWords?: string[];
};

/** What a profile is created with (the sign-up trigger or the client, whichever comes first). */
export const USER_INITIAL_FIELDS = someFieldsOf<UserProfile<unknown>>()('email', 'status', 'type', 'created');

/** What the onboarding application adds (with status 'pending'). */
export const USER_APPLICATION_FIELDS = someFieldsOf<UserProfile<unknown>>()(
  'displayName',
  'memberKind',
  'country',
  'bio',
  'guidelinesAccepted',
  'applied',
);

export const USER_FIELDS = fieldsOf<UserProfile<unknown>>()(
  ...USER_INITIAL_FIELDS,
  ...USER_APPLICATION_FIELDS,
  'reviewed',
  'reviewedBy',
  'reviewNote',
  'suspendedFrom',
  'suspended',
  'suspensionReason',
  'searchWords',
);
