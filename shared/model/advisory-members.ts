import { fieldsOf } from './fields.js';

/**
 * advisoryMembers/{id}: a member of the advisory board, curated by admins. Their card on the board
 * links to where they really are: their card in the directory when they are a member of the
 * community, their own site when the admins give one, or nowhere (decision 0114).
 */
export type AdvisoryMember<Time> = {
  name: string;
  role: string;
  bio: string;
  photoUrl: string;
  /** The uid of their card in the directory (members/{uid}) when they are a member of the community; '' when not. */
  memberUid: string;
  /** Their own site, an https address of another site; '' for none. */
  website: string;
  order: number;
  created: Time;
  updated: Time;
};

export const ADVISORY_MEMBER_FIELDS = fieldsOf<AdvisoryMember<unknown>>()(
  'name',
  'role',
  'bio',
  'photoUrl',
  'memberUid',
  'website',
  'order',
  'created',
  'updated',
);
