/**
 * Demo community content for `npm start`: posts by the seeded voice (comments on the first), library items, banned books,
 * photo albums, the advisory board, the company's insights and team, in the shapes firestore.rules accepts. Their images are
 * uploads, made by the seed as the voice and the admin would upload them (tools/seed/uploads.ts).
 *
 * The seed runs with the background triggers off (tools/emulators/triggers.ts), so it writes what
 * the indexing triggers would (functions/src/search): each post's, library item's, banned book's and insight's
 * searchWords and stats/postTags, computed with the same shared functions.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { communityArtworks, describeArtwork, type Artwork } from './community-images.ts';
import { directoryMembers } from './directory.ts';
import { insightItems } from './insights.ts';
import type { StoryClock } from './story.ts';
import { demoMembers } from './members.ts';
import { teamMembers } from './team.ts';
import type { SeedDocument, SeededUploads } from './uploads.ts';
import {
  COLLECTIONS,
  CONTACT_RETENTION_DAYS,
  INSIGHT_KINDS,
  POST_TAGS_STATS_ID,
  bannedBookSearchWords,
  countPostTags,
  insightSearchWords,
  libraryItemSearchWords,
  postSearchWords,
  type AdvisoryMember,
  type Album,
  type BannedBook,
  type Comment,
  type ImagePurpose,
  type InsightItem,
  type LibraryItem,
  type Photo,
  type Post,
  type PostTagsStats,
  type StoredContactMessage,
  type TeamMember,
} from '#shared/model/index.ts';

/** The uid of the seeded member whose card in the directory bears this name, or '' for none. */
const cardOf = (name: string): string =>
  [...demoMembers, ...directoryMembers].find(
    ({ status, type, application }) => status === 'active' && type !== null && application?.displayName === name,
  )?.uid ?? '';
const voice = { uid: 'demo-voice', card: { displayName: 'Chiamaka Eze', type: 'voice' } };
/** The admin who uploads the library's, the albums' and the board's images. */
const admin = 'demo-admin';

const posts = [
  {
    slug: 'the-market-women-of-onitsha',
    title: 'The market women of Onitsha',
    date: '2026-11-18T09:00:00Z',
    tags: ['fiction', 'nigeria', 'memory'],
    body: `My grandmother sold cloth at the Onitsha Main Market for forty years.\n\n## What the stalls remember\n\nEvery stall is an archive: of debts and favours, of weddings paid for in instalments, of a war that closed the river.\n\n> "We did not write it down," she told me. "We sang it."\n\nThis is the first of three stories I am writing about her. Read Chimamanda Ngozi Adichie's [Half of a Yellow Sun](https://en.wikipedia.org/wiki/Half_of_a_Yellow_Sun) for the war those women lived through.`,
  },
  {
    slug: 'writing-in-the-language-of-your-mother',
    title: 'Writing in the language of your mother',
    date: '2026-09-14T09:00:00Z',
    tags: ['language', 'essays'],
    body: `Ngũgĩ wa Thiong'o stopped writing novels in English in 1977. *Decolonising the Mind* explains why.\n\nI write in English and dream in Igbo, the language my grandmother prayed in. Some notes on living between the two:\n\n- **Names** do not translate; keep them.\n- **Proverbs** lose their rhythm; let them.\n- **Silence** means different things; ask your readers to listen.`,
  },
  {
    slug: 'a-reading-list-for-the-rainy-season',
    title: 'A reading list for the rainy season',
    date: '2026-08-20T09:00:00Z',
    tags: ['reading-list', 'poetry'],
    body: `Five books I return to when the rains come:\n\n1. *Season of Migration to the North*, Tayeb Salih\n2. *Nervous Conditions*, Tsitsi Dangarembga\n3. *The Beautyful Ones Are Not Yet Born*, Ayi Kwei Armah\n4. *Kintu*, Jennifer Nansubuga Makumbi\n5. *Selected poems*, Christopher Okigbo\n\nWhich would you add? Tell us at the next reading.`,
  },
  {
    slug: 'notes-from-the-nairobi-writing-retreat',
    title: 'Notes from the Nairobi writing retreat',
    date: '2026-06-20T09:00:00Z',
    tags: ['retreat', 'craft'],
    body: `Five days, eleven writers, one long table in Karen.\n\nWe wrote every morning and read aloud every evening. By Thursday nobody apologised before reading any more.`,
  },
  {
    slug: 'what-our-first-anthology-taught-us',
    title: 'What our first anthology taught us',
    date: '2026-04-02T09:00:00Z',
    tags: ['anthology', 'editing'],
    body: `Forty submissions, twelve stories, one printer in Osu who never missed a deadline.\n\nThe hardest part was not choosing: it was writing the letters to the writers we did not choose.`,
  },
  {
    slug: 'on-editing-and-being-edited',
    title: 'On editing and being edited',
    date: '2024-05-12T09:00:00Z',
    tags: ['craft', 'editing'],
    body: `The first time an editor cut a third of my story, I was furious. The second time, I was grateful.\n\n### Three things I learnt\n\nAn editor reads for the reader you have not met yet. A cut is a question, not a verdict. And a good edit leaves *your* voice louder, not quieter.`,
  },
  // The oldest: its tag "proverbs" is on none of the six latest posts, so only the list of every
  // tag in use (stats/postTags) shows it on the blog's home. Its title folds to "owe proverbs of
  // the yoruba" for the search.
  {
    slug: 'owe-proverbs-of-the-yoruba',
    title: 'Òwe: proverbs of the Yorùbá',
    date: '2021-10-14T09:00:00Z',
    tags: ['proverbs', 'language'],
    body: `My grandfather answered every question with an *òwe*, a proverb.\n\nThese are notes on the ones I hear most when I write, and on what they lose and keep when I carry them into English.`,
  },
];

/** Sent to the editors two days before the story's last day: the admin's queue. */
const submittedPost = {
  date: '2026-12-05T18:40:00Z',
  slug: 'letters-to-a-young-poet-in-lagos',
  title: 'Letters to a young poet in Lagos',
  tags: ['poetry', 'lagos'],
  body: `Dear T.,\n\nYou asked whether to write about the city or about yourself. Write about the traffic on Third Mainland Bridge and you will have written about both.`,
};

const library = [
  [
    'Things Fall Apart',
    'Chinua Achebe',
    1958,
    'fiction',
    'Okonkwo, Umuofia and the arrival of the missionaries: the founding novel of modern African literature.',
  ],
  [
    'Half of a Yellow Sun',
    'Chimamanda Ngozi Adichie',
    2006,
    'fiction',
    'Three lives through the Nigerian Civil War and the short life of Biafra.',
  ],
  [
    'Season of Migration to the North',
    'Tayeb Salih',
    1966,
    'fiction',
    'A Sudanese village, a stranger and the long shadow of London.',
  ],
  [
    'Nervous Conditions',
    'Tsitsi Dangarembga',
    1988,
    'fiction',
    'Tambu leaves the homestead for the mission school in colonial Rhodesia.',
  ],
  [
    'Kintu',
    'Jennifer Nansubuga Makumbi',
    2014,
    'fiction',
    'A curse followed through two and a half centuries of a Ganda family.',
  ],
  [
    'Labyrinths',
    'Christopher Okigbo',
    1971,
    'poetry',
    'The collected poems of the Nigerian poet killed in the war in 1967.',
  ],
  [
    'Long Walk to Freedom',
    'Nelson Mandela',
    1994,
    'memoir',
    'From a childhood in Qunu through Robben Island to the first free elections.',
  ],
  [
    'Decolonising the Mind',
    'Ngũgĩ wa Thiong’o',
    1986,
    'essays',
    'On language, literature and the politics of writing in African languages.',
  ],
  [
    'Dreams in a Time of War',
    'Ngũgĩ wa Thiong’o',
    2010,
    'memoir',
    'A childhood in colonial Kenya during the Second World War and the Mau Mau years.',
  ],
  [
    'The Wretched of the Earth',
    'Frantz Fanon',
    1961,
    'history',
    'Violence, colonialism and national culture, from the Algerian war of independence.',
  ],
  [
    'Writing guide: the personal essay',
    'Sankofa Editorial',
    2025,
    'resources',
    'Our editors’ short guide to structure, voice and revision of a personal essay.',
  ],
  [
    'African Writers Series archive',
    'Heinemann',
    1962,
    'resources',
    'The history of the series that first published many of the books in this library.',
  ],
] as const;

/** The story's day the library's item i was catalogued: three a year, from 2022. */
const libraryDay = (i: number) => `${2022 + Math.floor(i / 3)}-${String((i % 3) * 4 + 2).padStart(2, '0')}-01`;

const bannedBooks = [
  [
    'I Will Marry When I Want (Ngaahika Ndeenda)',
    'Ngũgĩ wa Thiong’o and Ngũgĩ wa Mirii',
    'Kenya',
    1977,
    'The government stopped the Gikuyu-language performances at Kamĩrĩĩthũ, and Ngũgĩ wa Thiong’o was detained without trial for a year.',
    'https://en.wikipedia.org/wiki/I_Will_Marry_When_I_Want',
  ],
  [
    'Matigari',
    'Ngũgĩ wa Thiong’o',
    'Kenya',
    1987,
    'Copies of the Gikuyu novel were seized after officials, told that people were talking about Matigari, sought the character himself.',
    'https://en.wikipedia.org/wiki/Matigari',
  ],
  [
    'Burger’s Daughter',
    'Nadine Gordimer',
    'South Africa',
    1979,
    'Banned by the apartheid censors for its portrayal of anti-apartheid activists and of the Soweto uprising; the ban was lifted months later.',
    'https://en.wikipedia.org/wiki/Burger%27s_Daughter',
  ],
  [
    'A World of Strangers',
    'Nadine Gordimer',
    'South Africa',
    1958,
    'Banned in South Africa for twelve years for its friendships across the colour bar in 1950s Johannesburg.',
    'https://en.wikipedia.org/wiki/A_World_of_Strangers',
  ],
  [
    'July’s People',
    'Nadine Gordimer',
    'South Africa',
    2001,
    'A provincial education department proposed removing it from school reading lists; the proposal was withdrawn after public protest.',
    'https://en.wikipedia.org/wiki/July%27s_People',
  ],
  [
    'A Walk in the Night',
    'Alex La Guma',
    'South Africa',
    1962,
    'Published in Nigeria while the author was under house arrest; his writing could not be quoted or sold in South Africa.',
    'https://en.wikipedia.org/wiki/Alex_La_Guma',
  ],
  [
    'Down Second Avenue',
    'Es’kia Mphahlele',
    'South Africa',
    1966,
    'The autobiography of his Pretoria childhood was banned with the rest of his work after he went into exile.',
    'https://en.wikipedia.org/wiki/Es%27kia_Mphahlele',
  ],
] as const;

/** The story's day the banned book i was listed: two a year, from 2022. */
const bannedBookDay = (i: number) => `${2022 + Math.floor(i / 2)}-${i % 2 === 0 ? '03' : '09'}-12`;

const proposedBook = {
  date: '2026-11-30T10:00:00Z',
  title: 'Woman at Point Zero',
  author: 'Nawal El Saadawi',
  country: 'Egypt',
  year: 1975,
  reason: 'Refused by Egyptian publishers and first printed in Beirut; the author was later imprisoned under Sadat.',
  sources: ['https://en.wikipedia.org/wiki/Woman_at_Point_Zero'],
};

const albums = [
  {
    id: 'lagos-book-and-art-festival-2026',
    // No year in the title: the album's date says it, on any day the seed moves the story to.
    title: 'Lagos Book and Art Festival',
    description: 'Readings and conversations at Freedom Park, with our voices on the poetry stage.',
    date: '2026-11-08T12:00:00Z',
    photos: [
      'The poetry stage at dusk',
      'Signing table, Saturday morning',
      'Our readers in the front row',
      'Aunties’ workshop on memoir',
    ],
  },
  {
    id: 'nairobi-writing-retreat',
    title: 'Nairobi writing retreat',
    description: 'Five days of drafting, editing and long lunches with our aunties in Karen.',
    date: '2026-06-15T12:00:00Z',
    photos: ['Morning pages in the garden', 'One-to-one editing session', 'Final-evening reading'],
  },
  {
    id: 'accra-launch-evening',
    title: 'Accra launch evening',
    description: 'The launch of our first anthology, in Osu.',
    date: '2026-03-21T12:00:00Z',
    photos: ['The anthology, fresh from the printer', 'A toast to the contributors'],
  },
];

const advisory = [
  [
    'Efua Asante',
    'Chair; editor-in-chief, Sankofa Editorial',
    'Editor of African fiction for twenty years, Efua convenes the board and chairs the editorial committee of the anthology.',
  ],
  [
    'Professor Kwabena Mensah',
    'Literary historian, University of Ghana',
    'Writes on the history of African publishing and the African Writers Series.',
  ],
  [
    'Amina Diallo',
    'Translator and publisher, Dakar',
    'Translates Wolof and French fiction into English and runs a small press for first novels.',
  ],
  [
    'Thandiwe Ndlovu',
    'Librarian and archivist, Johannesburg',
    'Keeps an archive of books banned under apartheid and advises our banned-books list.',
  ],
  ['Samuel Otieno', 'Poet and teacher, Kisumu', 'Leads poetry workshops in secondary schools around Lake Victoria.'],
] as const;

/**
 * Comments on the first post, by the seeded auntie and peer (their cards as tools/seed/members.ts
 * writes them), oldest first; the post's commentCount is written beside them, as the countComments
 * trigger would (the seed may run with the triggers off).
 */
const comments = [
  {
    id: 'demo-comment-1',
    authorUid: 'demo-auntie',
    author: { displayName: 'Wanjiru Kamau', type: 'auntie' },
    date: '2026-11-19T08:30:00Z',
    body: 'My grandmother sang the same way about the market in Nairobi.\nThank you for writing her down.',
  },
  {
    id: 'demo-comment-2',
    authorUid: 'demo-peer',
    author: { displayName: 'Youssef El Amrani', type: 'peer' },
    date: '2026-11-20T17:10:00Z',
    body: 'For readers who want more on the war: https://en.wikipedia.org/wiki/Nigerian_Civil_War',
  },
];

/** The demo content, each document by a fixed id, its images uploaded first (tools/seed/uploads.ts). */
export async function communityDocuments(uploads: SeededUploads, clock: StoryClock): Promise<SeedDocument[]> {
  const { at, now } = clock;
  const uploaded = (owner: string, purpose: ImagePurpose, artworks: Artwork[]) =>
    Promise.all(artworks.map((artwork) => uploads.upload(owner, purpose, artwork)));
  const [covers, photos, books, portraits, teamPortraits] = await Promise.all([
    uploaded(voice.uid, 'post-cover', communityArtworks.covers),
    uploaded(admin, 'album-photo', communityArtworks.photos),
    uploaded(admin, 'library-cover', communityArtworks.books),
    uploaded(admin, 'advisory-portrait', communityArtworks.advisory),
    uploaded(
      admin,
      'team-portrait',
      teamMembers.map((_, n) => communityArtworks.team(n)),
    ),
  ]);
  const coverAlts = communityArtworks.covers.map(describeArtwork);
  const photoAlts = communityArtworks.photos.map(describeArtwork);
  const bookAlts = communityArtworks.books.map(describeArtwork);
  const documents: SeedDocument[] = [];
  const set = (path: string, data: object) => documents.push([path, data]);
  posts.forEach((post, i) => {
    const date = at(post.date);
    set(`${COLLECTIONS.posts}/${post.slug}`, {
      title: post.title,
      slug: post.slug,
      authorUid: voice.uid,
      author: voice.card,
      // The oldest post has no cover: covers are fewer than posts.
      coverUrl: covers[i] ?? '',
      coverAlt: coverAlts[i] ?? '',
      body: post.body,
      tags: post.tags,
      status: 'published',
      created: date,
      updated: date,
      published: date,
      searchWords: postSearchWords(post),
      ...(i === 0 ? { commentCount: comments.length } : {}),
    } satisfies Post<Timestamp>);
  });
  set(`${COLLECTIONS.stats}/${POST_TAGS_STATS_ID}`, {
    tags: countPostTags(posts),
  } satisfies PostTagsStats);
  const first = posts[0];
  if (first) {
    for (const { id, date, ...comment } of comments) {
      set(`${COLLECTIONS.posts}/${first.slug}/${COLLECTIONS.comments}/${id}`, {
        ...comment,
        created: at(date),
        updated: at(date),
      } satisfies Comment<Timestamp>);
    }
  }
  const { date: submitted, ...submittedFields } = submittedPost;
  set(`${COLLECTIONS.posts}/${submittedPost.slug}`, {
    ...submittedFields,
    searchWords: postSearchWords(submittedPost),
    authorUid: voice.uid,
    author: voice.card,
    coverUrl: '',
    coverAlt: '',
    status: 'submitted',
    created: at(submitted),
    updated: at(submitted),
    published: null,
  } satisfies Post<Timestamp>);
  library.forEach(([title, author, year, category, description], i) =>
    set(`${COLLECTIONS.libraryItems}/item-${i + 1}`, {
      title,
      author,
      year,
      description,
      category,
      coverUrl: books[i] ?? '',
      coverAlt: books[i] ? (bookAlts[i] ?? '') : '',
      linkUrl: '',
      // Catalogued since the library began (2022, the company history), three a year.
      created: at(libraryDay(i)),
      updated: at(libraryDay(i)),
      searchWords: libraryItemSearchWords({ title, author, description }),
    } satisfies LibraryItem<Timestamp>),
  );
  bannedBooks.forEach(([title, author, country, year, reason, source], i) =>
    set(`${COLLECTIONS.bannedBooks}/banned-${i + 1}`, {
      title,
      author,
      country,
      year,
      reason,
      sources: [source],
      status: 'approved',
      searchWords: bannedBookSearchWords({ title, author }),
      proposedBy: 'demo-admin',
      // Listed since the reading series on banned books began (2022), two a year.
      created: at(bannedBookDay(i)),
      updated: at(bannedBookDay(i)),
    } satisfies BannedBook<Timestamp>),
  );
  const { date: proposed, ...proposedFields } = proposedBook;
  set(`${COLLECTIONS.bannedBooks}/proposed-1`, {
    ...proposedFields,
    searchWords: bannedBookSearchWords(proposedBook),
    status: 'proposed',
    proposedBy: 'demo-peer',
    created: at(proposed),
    updated: at(proposed),
  } satisfies BannedBook<Timestamp>);
  let photo = 0;
  for (const album of albums) {
    const date = at(album.date);
    set(`${COLLECTIONS.albums}/${album.id}`, {
      title: album.title,
      description: album.description,
      date,
      // The album's cover is its first photo (one upload, which both use), described as that photo is.
      coverUrl: photos[photo] ?? '',
      coverAlt: photoAlts[photo] ?? '',
      published: true,
      created: date,
      updated: date,
    } satisfies Album<Timestamp>);
    album.photos.forEach((caption, order) => {
      const image = photo++ % photos.length;
      set(`${COLLECTIONS.albums}/${album.id}/${COLLECTIONS.photos}/photo-${order + 1}`, {
        imageUrl: photos[image] ?? '',
        alt: photoAlts[image] ?? '',
        caption,
        credit: 'Sankofa Editorial',
        date,
        order,
        updated: date,
      } satisfies Photo<Timestamp>);
    });
  }
  advisory.forEach(([name, role, bio], i) =>
    set(`${COLLECTIONS.advisoryMembers}/advisor-${i + 1}`, {
      name,
      role,
      bio,
      photoUrl: portraits[i] ?? '',
      // Their card when they are a seeded member; no made-up site for the others (decision 0114).
      memberUid: cardOf(name),
      website: '',
      order: i + 1,
      created: now,
      updated: now,
    } satisfies AdvisoryMember<Timestamp>),
  );
  // The company's insights (news, samples, press…), published; the admins edit them from here on.
  for (const kind of INSIGHT_KINDS) {
    for (const item of insightItems[kind]) {
      const date = at(item.date);
      set(`${COLLECTIONS.insights}/${item.id}`, {
        kind,
        title: item.title,
        date,
        byline: item.byline,
        summary: item.summary,
        body: item.body.join('\n\n'),
        tags: item.tags,
        published: true,
        created: date,
        updated: date,
        searchWords: insightSearchWords({ ...item, body: item.body.join('\n\n') }),
      } satisfies InsightItem<Timestamp>);
    }
  }
  // The company's team on /home/team, published, in this order; the admins edit it from here on.
  teamMembers.forEach(({ id, ...member }, i) =>
    set(`${COLLECTIONS.teamMembers}/${id}`, {
      ...member,
      photoUrl: teamPortraits[i] ?? '',
      order: i + 1,
      published: true,
      created: now,
      updated: now,
    } satisfies TeamMember<Timestamp>),
  );
  // Two contact messages for the admin's contact inbox, one already handled, in the shape the form
  // and the inbox write (firestore.rules). The seed runs with the triggers off: no mail is queued.
  contactMessages.forEach((message, i) => {
    const created = at(message.date);
    set(`${COLLECTIONS.contactMessages}/demo-message-${i + 1}`, {
      name: message.name,
      email: message.email,
      topic: message.topic,
      message: message.message,
      created,
      expiresAt: Timestamp.fromMillis(created.toMillis() + CONTACT_RETENTION_DAYS * 24 * 60 * 60 * 1000),
      ...(message.handled ? { handled: true, handledBy: 'seed', handledAt: at(message.handled) } : {}),
    } satisfies StoredContactMessage<Timestamp>);
  });
  return documents;
}

/** Two contact messages of the past weeks; the handled one was answered the next day. The addresses are on the reserved .test domain: no one's real address. */
const contactMessages = [
  {
    name: 'Adaeze Nwosu',
    email: 'adaeze.nwosu@mail.test',
    topic: 'editing',
    message:
      'I have finished a 70,000-word novel set in Enugu and would like a developmental edit before I query agents.',
    date: '2026-12-04T16:20:00Z',
    handled: false,
  },
  {
    name: 'Thabo Molefe',
    email: 'thabo@soweto-reads.test',
    topic: 'grants',
    message: 'Our literacy project in Soweto is applying for a foundation grant. Can you help us write the proposal?',
    date: '2026-11-20T09:05:00Z',
    handled: '2026-11-21T11:30:00Z',
  },
] as const;
