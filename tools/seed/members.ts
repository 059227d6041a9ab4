import type { MemberKind, MemberStatus, MemberType } from '#shared/model/index.ts';

/** Demo accounts for `npm start`: one of each kind of member, an admin and a pending applicant. */
export const DEMO_PASSWORD = 'voices-demo';

export interface DemoMember {
  uid: string;
  email: string;
  admin?: boolean;
  status: MemberStatus;
  type: MemberType | null;
  application?: {
    displayName: string;
    memberKind: MemberKind;
    country: string;
    bio: string;
  };
  /** What the banner says this account is for. */
  role: string;
  /**
   * The story's day (tools/seed/story.ts) they reached their status: approved for an active member
   * (the card's "Joined"), applied for an applicant, signed up for an account not yet onboarded.
   */
  since: string;
  /** Has uploaded a portrait (tools/seed/uploads.ts); without one, pages draw the initials. */
  portrait?: boolean;
}

export const demoMembers: DemoMember[] = [
  {
    uid: 'demo-admin',
    email: 'admin@voices.test',
    admin: true,
    status: 'active',
    type: 'auntie',
    application: {
      displayName: 'Efua Asante',
      memberKind: 'auntie',
      country: 'Ghana',
      bio: 'Editor-in-chief at Sankofa Editorial and convenor of the Voices of Africa advisory board.',
    },
    role: 'admin (reviews applications, runs /voa/admin)',
    // Among the first aunties, in 2021 (the company history).
    since: '2021-01-16',
  },
  {
    uid: 'demo-pending',
    email: 'pending@voices.test',
    status: 'pending',
    type: null,
    application: {
      displayName: 'Farai Chikore',
      memberKind: 'voice',
      country: 'Zimbabwe',
      bio: 'Poet from Harare writing about rain, mothers and the long road to the city.',
    },
    role: 'applicant awaiting review',
    since: '2026-12-03',
  },
  {
    uid: 'demo-voice',
    email: 'voice@voices.test',
    status: 'active',
    type: 'voice',
    application: {
      displayName: 'Chiamaka Eze',
      memberKind: 'voice',
      country: 'Nigeria',
      bio: 'Novelist and essayist; her stories follow three generations of women in Onitsha.',
    },
    role: 'voice (writer)',
    since: '2020-09-05',
    portrait: true,
  },
  {
    uid: 'demo-auntie',
    email: 'auntie@voices.test',
    status: 'active',
    type: 'auntie',
    application: {
      displayName: 'Wanjiru Kamau',
      memberKind: 'auntie',
      country: 'Kenya',
      bio: 'Retired teacher and storyteller who mentors young writers in Nairobi and online.',
    },
    role: 'auntie (mentor)',
    since: '2021-03-06',
  },
  {
    uid: 'demo-peer',
    email: 'peer@voices.test',
    status: 'active',
    type: 'peer',
    application: {
      displayName: 'Youssef El Amrani',
      memberKind: 'peer',
      country: 'Morocco',
      bio: 'Translator between Arabic, French and English, and an avid reader of Maghrebi fiction.',
    },
    role: 'peer (reader)',
    since: '2022-08-27',
  },
  {
    uid: 'demo-new',
    email: 'new@voices.test',
    status: '',
    type: null,
    role: 'new account, not yet onboarded',
    since: '2026-12-06',
  },
];
