import { fieldsOf } from './fields.js';

/**
 * teamMembers/{id}: a person of the company's team, on /home/team once published, in the order the
 * admins give, with the portrait the admins upload, as a board member has (decision 0103, amended).
 */
export type TeamMember<Time> = {
  name: string;
  role: string;
  bio: string;
  /** A `team-portrait` upload's address ('' for none: the card shows the page's artwork instead). */
  photoUrl: string;
  /** The languages they work in beyond English ("Igbo", "French"). */
  languages: string[];
  /** Smallest first; the admins number the cards (0–1000). */
  order: number;
  published: boolean;
  created: Time;
  updated: Time;
};

export const TEAM_MEMBER_FIELDS = fieldsOf<TeamMember<unknown>>()(
  'name',
  'role',
  'bio',
  'photoUrl',
  'languages',
  'order',
  'published',
  'created',
  'updated',
);
