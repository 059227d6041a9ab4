import type { DemoMember } from './members.ts';
import type { MemberKind } from '#shared/model/index.ts';

/**
 * More members for `npm start`, so the directories look like a living community: eight active
 * members of each kind (across Africa and the diaspora) and two more applicants for the admin queue.
 * They sign in with the demo password like the accounts in members.ts.
 */
type Entry = [uid: string, displayName: string, country: string, bio: string];

const voices: Entry[] = [
  [
    'amina-bello',
    'Amina Bello',
    'Nigeria',
    'Poet from Kano whose Hausa and English verses follow market women and their daughters.',
  ],
  [
    'kofi-asare',
    'Kofi Asare',
    'Ghana',
    'Journalist and essayist covering music, football and the politics of Accra’s streets.',
  ],
  [
    'lindiwe-dube',
    'Lindiwe Dube',
    'South Africa',
    'Novelist from Durban writing about township childhoods and the families that hold them.',
  ],
  [
    'samuel-tesfaye',
    'Samuel Tesfaye',
    'Ethiopia',
    'Short-story writer translating his own Amharic fiction into English, one story a month.',
  ],
  [
    'fatou-diop',
    'Fatou Diop',
    'Senegal',
    'Playwright whose Wolof and French plays are staged in Dakar’s neighbourhood theatres.',
  ],
  [
    'nadia-haddad',
    'Nadia Haddad',
    'Egypt',
    'Memoirist writing about three generations of women in Alexandria and their kitchens.',
  ],
  [
    'joseph-mwangi',
    'Joseph Mwangi',
    'Kenya',
    'Science-fiction writer imagining Nairobi in 2100, with solar farms and old grudges.',
  ],
  [
    'adaora-nwachukwu',
    'Adaora Nwachukwu',
    'United Kingdom',
    'British-Nigerian essayist in London writing on diaspora, food and belonging.',
  ],
];

const aunties: Entry[] = [
  [
    'grace-achieng',
    'Grace Achieng',
    'Kenya',
    'Retired editor who spent thirty years at a Nairobi publishing house and now mentors debut novelists.',
  ],
  [
    'mariam-traore',
    'Mariam Traoré',
    'Mali',
    'Griot’s daughter and storyteller who teaches oral history methods to young writers in Bamako.',
  ],
  [
    'thandiwe-nkosi',
    'Thandiwe Nkosi',
    'South Africa',
    'Literature professor in Johannesburg guiding writers through their first full manuscript.',
  ],
  [
    'esi-mensah',
    'Esi Mensah',
    'Ghana',
    'Children’s book author and librarian who runs reading circles for teenagers in Kumasi.',
  ],
  [
    'halima-abdi',
    'Halima Abdi',
    'Somalia',
    'Poet and translator in Minneapolis who mentors Somali-American writers in two languages.',
  ],
  [
    'ngozi-okeke',
    'Ngozi Okeke',
    'Nigeria',
    'Former magazine editor in Lagos offering line edits and honest advice on first drafts.',
  ],
  [
    'rose-uwimana',
    'Rose Uwimana',
    'Rwanda',
    'Teacher and memoir coach helping survivors and their children put their stories on paper.',
  ],
  [
    'beatrice-mutasa',
    'Beatrice Mutasa',
    'Zimbabwe',
    'Playwright and drama teacher who has coached writers’ workshops across Southern Africa.',
  ],
];

const peers: Entry[] = [
  [
    'olu-adebayo',
    'Olu Adebayo',
    'Nigeria',
    'Software engineer and avid reader of African speculative fiction, from Okorafor to Tade Thompson.',
  ],
  [
    'aicha-benali',
    'Aïcha Benali',
    'Algeria',
    'Translator between Arabic, French and English who reviews North African novels for a book blog.',
  ],
  [
    'daniel-owusu',
    'Daniel Owusu',
    'Canada',
    'Ghanaian-Canadian librarian in Toronto building a collection of African literature for teens.',
  ],
  [
    'zanele-khumalo',
    'Zanele Khumalo',
    'Eswatini',
    'Book club host in Mbabane who reads one African novel a month with twenty friends.',
  ],
  [
    'moussa-kone',
    'Moussa Koné',
    'Côte d’Ivoire',
    'Bookseller in Abidjan who ships francophone African novels to readers across the continent.',
  ],
  [
    'chipo-banda',
    'Chipo Banda',
    'Zambia',
    'Graduate student in Lusaka researching how Zambian writers publish online and in print.',
  ],
  [
    'yaw-boateng',
    'Yaw Boateng',
    'United States',
    'Ghanaian-American teacher in Atlanta who brings African writers into his high-school classroom.',
  ],
  [
    'selam-girma',
    'Selam Girma',
    'Ethiopia',
    'Architect in Addis Ababa and reader of poetry, collecting Ethiopian poems in English translation.',
  ],
];

const applicants: Entry[] = [
  [
    'kwabena-ofori',
    'Kwabena Ofori',
    'Ghana',
    'Spoken-word poet from Takoradi who performs at open mics and wants to publish a first chapbook.',
  ],
  [
    'imani-wanjiku',
    'Imani Wanjiku',
    'Kenya',
    'Nairobi high-school teacher who reads widely and would like to mentor students who write.',
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

function member(kind: MemberKind, [uid, displayName, country, bio]: Entry): DemoMember {
  return {
    uid: `demo-${uid}`,
    email: `${uid.replace('-', '.')}@voices.test`,
    status: 'active',
    type: kind,
    application: { displayName, memberKind: kind, country, bio },
    role: kind,
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
