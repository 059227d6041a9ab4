import type { DemoMember } from './members.ts';
import type { MemberKind } from '#shared/model/index.ts';

/**
 * More members for `npm start`, so the directories look like a living community: eight active
 * members of each kind (across Africa and the diaspora) and two more applicants for the admin queue.
 * They sign in with the demo password like the accounts in members.ts. Each joined on a day of the
 * story (tools/seed/story.ts): voices since the circle went online in 2020, aunties and peers since
 * the mentoring model began in 2021 (the company history), applicants in the past weeks.
 */
type Entry = [uid: string, displayName: string, country: string, bio: string, since: string];

const voices: Entry[] = [
  [
    'amina-bello',
    'Amina Bello',
    'Nigeria',
    'Poet from Kano whose Hausa and English verses follow market women and their daughters.',
    '2020-05-16',
  ],
  [
    'kofi-asare',
    'Kofi Asare',
    'Ghana',
    'Journalist and essayist covering music, football and the politics of Accra’s streets.',
    '2020-11-21',
  ],
  [
    'lindiwe-dube',
    'Lindiwe Dube',
    'South Africa',
    'Novelist from Durban writing about township childhoods and the families that hold them.',
    '2021-06-12',
  ],
  [
    'samuel-tesfaye',
    'Samuel Tesfaye',
    'Ethiopia',
    'Short-story writer translating his own Amharic fiction into English, one story a month.',
    '2022-02-19',
  ],
  [
    'fatou-diop',
    'Fatou Diop',
    'Senegal',
    'Playwright whose Wolof and French plays are staged in Dakar’s neighbourhood theatres.',
    '2023-04-08',
  ],
  [
    'nadia-haddad',
    'Nadia Haddad',
    'Egypt',
    'Memoirist writing about three generations of women in Alexandria and their kitchens.',
    '2024-01-27',
  ],
  [
    'joseph-mwangi',
    'Joseph Mwangi',
    'Kenya',
    'Science-fiction writer imagining Nairobi in 2100, with solar farms and old grudges.',
    '2025-03-15',
  ],
  [
    'adaora-nwachukwu',
    'Adaora Nwachukwu',
    'United Kingdom',
    'British-Nigerian essayist in London writing on diaspora, food and belonging.',
    '2026-10-24',
  ],
];

const aunties: Entry[] = [
  [
    'grace-achieng',
    'Grace Achieng',
    'Kenya',
    'Retired editor who spent thirty years at a Nairobi publishing house and now mentors debut novelists.',
    '2021-02-13',
  ],
  [
    'mariam-traore',
    'Mariam Traoré',
    'Mali',
    'Griot’s daughter and storyteller who teaches oral history methods to young writers in Bamako.',
    '2021-09-18',
  ],
  [
    'thandiwe-nkosi',
    'Thandiwe Nkosi',
    'South Africa',
    'Literature professor in Johannesburg guiding writers through their first full manuscript.',
    '2022-05-07',
  ],
  [
    'esi-mensah',
    'Esi Mensah',
    'Ghana',
    'Children’s book author and librarian who runs reading circles for teenagers in Kumasi.',
    '2023-01-21',
  ],
  [
    'halima-abdi',
    'Halima Abdi',
    'Somalia',
    'Poet and translator in Minneapolis who mentors Somali-American writers in two languages.',
    '2023-10-14',
  ],
  [
    'ngozi-okeke',
    'Ngozi Okeke',
    'Nigeria',
    'Former magazine editor in Lagos offering line edits and honest advice on first drafts.',
    '2024-06-22',
  ],
  [
    'rose-uwimana',
    'Rose Uwimana',
    'Rwanda',
    'Teacher and memoir coach helping survivors and their children put their stories on paper.',
    '2025-08-09',
  ],
  [
    'beatrice-mutasa',
    'Beatrice Mutasa',
    'Zimbabwe',
    'Playwright and drama teacher who has coached writers’ workshops across Southern Africa.',
    '2026-05-30',
  ],
];

const peers: Entry[] = [
  [
    'olu-adebayo',
    'Olu Adebayo',
    'Nigeria',
    'Software engineer and avid reader of African speculative fiction, from Okorafor to Tade Thompson.',
    '2021-04-17',
  ],
  [
    'aicha-benali',
    'Aïcha Benali',
    'Algeria',
    'Translator between Arabic, French and English who reviews North African novels for a book blog.',
    '2021-11-06',
  ],
  [
    'daniel-owusu',
    'Daniel Owusu',
    'Canada',
    'Ghanaian-Canadian librarian in Toronto building a collection of African literature for teens.',
    '2022-10-15',
  ],
  [
    'zanele-khumalo',
    'Zanele Khumalo',
    'Eswatini',
    'Book club host in Mbabane who reads one African novel a month with twenty friends.',
    '2023-07-01',
  ],
  [
    'moussa-kone',
    'Moussa Koné',
    'Côte d’Ivoire',
    'Bookseller in Abidjan who ships francophone African novels to readers across the continent.',
    '2024-03-23',
  ],
  [
    'chipo-banda',
    'Chipo Banda',
    'Zambia',
    'Graduate student in Lusaka researching how Zambian writers publish online and in print.',
    '2025-01-18',
  ],
  [
    'yaw-boateng',
    'Yaw Boateng',
    'United States',
    'Ghanaian-American teacher in Atlanta who brings African writers into his high-school classroom.',
    '2025-11-29',
  ],
  [
    'selam-girma',
    'Selam Girma',
    'Ethiopia',
    'Architect in Addis Ababa and reader of poetry, collecting Ethiopian poems in English translation.',
    '2026-08-15',
  ],
];

const applicants: Entry[] = [
  [
    'kwabena-ofori',
    'Kwabena Ofori',
    'Ghana',
    'Spoken-word poet from Takoradi who performs at open mics and wants to publish a first chapbook.',
    '2026-11-26',
  ],
  [
    'imani-wanjiku',
    'Imani Wanjiku',
    'Kenya',
    'Nairobi high-school teacher who reads widely and would like to mentor students who write.',
    '2026-12-01',
  ],
];

/** The members who have uploaded a portrait, of each kind: the others' cards show their initials. */
const withPortraits = new Set([
  'amina-bello',
  'lindiwe-dube',
  'grace-achieng',
  'mariam-traore',
  'aicha-benali',
  'daniel-owusu',
]);

function member(kind: MemberKind, [uid, displayName, country, bio, since]: Entry): DemoMember {
  return {
    uid: `demo-${uid}`,
    email: `${uid.replace('-', '.')}@voices.test`,
    status: 'active',
    type: kind,
    application: { displayName, memberKind: kind, country, bio },
    role: kind,
    since,
    ...(withPortraits.has(uid) ? { portrait: true } : {}),
  };
}

export const directoryMembers: DemoMember[] = [
  ...voices.map((entry) => member('voice', entry)),
  ...aunties.map((entry) => member('auntie', entry)),
  ...peers.map((entry) => member('peer', entry)),
  ...applicants.map((entry, index): DemoMember => ({
    ...member(index === 0 ? 'voice' : 'auntie', entry),
    status: 'pending',
    type: null,
    role: 'applicant awaiting review',
  })),
];
