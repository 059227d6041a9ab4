import { fieldsOf } from './fields.js';

/**
 * teamMembers/{id}: a person of the company's team, on /home/team once published, in the order the
 * admins give. No photograph: the team shows abstract artwork (decision 0103).
 */
export type TeamMember<Time> = {
  name: string;
  role: string;
  bio: string;
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
  'languages',
  'order',
  'published',
  'created',
  'updated',
);
