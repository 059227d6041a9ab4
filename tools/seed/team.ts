import type { TeamMember } from '#shared/model/index.ts';

/** The company's team as the seed writes it (teamMembers/{id}, published, in this order); admins edit it from then on. */
export const teamMembers: (Pick<TeamMember<unknown>, 'name' | 'role' | 'bio' | 'languages'> & { id: string })[] = [
  {
    id: 'adaeze-okafor-bennett',
    name: 'Adaeze Okafor-Bennett',
    role: 'Founder and Editorial Director',
    bio: 'Adaeze spent twelve years in trade publishing before founding the company. She edits literary fiction and memoir, and still reads every editorial letter before it goes out.',
    languages: ['Igbo'],
  },
  {
    // The admin of the demo (admin@voices.test), an auntie in the directory and the advisory board's chair.
    id: 'efua-asante',
    name: 'Efua Asante',
    role: 'Editor-in-Chief',
    bio: 'Efua has edited African fiction for twenty years. She leads the editors, chairs the Voices of Africa advisory board and its anthology’s editorial committee, and mentors writers as an auntie.',
    languages: ['Fante', 'Twi'],
  },
  {
    id: 'kwame-mensah-hart',
    name: 'Kwame Mensah-Hart',
    role: 'Head of Grants and Proposals',
    bio: 'Kwame has written proposals that brought more than eight million dollars to community organisations. He believes a good budget narrative is a form of storytelling.',
    languages: ['Twi', 'French'],
  },
  {
    id: 'nia-thompson',
    name: 'Nia Thompson',
    role: 'Senior Copyeditor',
    bio: 'Nia keeps the house style sheet and the peace. She specialises in academic and educational texts, and in editing dialogue without flattening dialect.',
    languages: ['Jamaican Patois'],
  },
  {
    id: 'tendai-moyo',
    name: 'Tendai Moyo',
    role: 'Ghostwriter and Developmental Editor',
    bio: 'Tendai has ghostwritten four memoirs and countless speeches. Clients say the first drafts sound more like them than they expected.',
    languages: ['Shona', 'Ndebele'],
  },
  {
    id: 'amara-diallo',
    name: 'Amara Diallo',
    role: 'Content Strategist',
    bio: 'Amara plans campaigns for arts organisations and nonprofits, and leads Booster Marketing & Advertising. She is happiest with a whiteboard and a deadline.',
    languages: ['French', 'Pulaar'],
  },
  {
    id: 'yusuf-abdi',
    name: 'Yusuf Abdi',
    role: 'Community Programmes Lead, Voices of Africa',
    bio: 'Yusuf runs the Voices of Africa workshops, readings and mentoring circles, and makes sure every new member has someone to write with.',
    languages: ['Somali', 'Arabic'],
  },
];
