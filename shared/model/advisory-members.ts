import { fieldsOf } from './fields.js';

/** advisoryMembers/{id}: a board member, linked to where they really are (decision 0114). */
export type AdvisoryMember<Time> = {
  name: string;
  role: string;
  bio: string;
  photoUrl: string;
  /** members/{uid} of their card when they are a member; '' when not. */
  memberUid: string;
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
