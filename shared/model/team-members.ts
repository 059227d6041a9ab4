import { fieldsOf } from './fields.js';

/** teamMembers/{id}: a person on /home/team once published (decision 0103). */
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
