import { fieldsOf } from './fields.js';

export type AdvisoryLink = {
  label: string;
  url: string;
};

export const ADVISORY_LINK_FIELDS = fieldsOf<AdvisoryLink>()('label', 'url');

/** advisoryMembers/{id}: a member of the advisory board, curated by admins. */
export type AdvisoryMember<Time> = {
  name: string;
  role: string;
  bio: string;
  photoUrl: string;
  links: AdvisoryLink[];
  order: number;
  created: Time;
  updated: Time;
};

export const ADVISORY_MEMBER_FIELDS = fieldsOf<AdvisoryMember<unknown>>()(
  'name',
  'role',
  'bio',
  'photoUrl',
  'links',
  'order',
  'created',
  'updated',
);
