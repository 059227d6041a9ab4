/**
 * Stored documents for tests, one factory per collection (shared/model's shapes): the defaults a
 * test does not care about, then its own fields. `at` is every time the document holds.
 */
import type {
  AdvisoryMember,
  Album,
  BannedBook,
  Comment,
  InsightItem,
  LibraryItem,
  MemberCard,
  Photo,
  Post,
  StoredContactMessage,
  TeamMember,
  UserProfile,
} from '../model/index.js';

/** A published post (a draft's or submission's `published` is null), by a voice. */
export function postDocument<Time>(slug: string, at: Time, fields: Partial<Post<Time>> = {}): Post<Time> {
  const status = fields.status ?? 'published';
  return {
    title: `A post called ${slug}`,
    slug,
    authorUid: 'voice',
    author: { displayName: 'Chiamaka Eze', type: 'voice' },
    coverUrl: '',
    // A cover asks for its alt text: a test that gives one gets one, unless it says otherwise.
    coverAlt: fields.coverUrl ? 'Bands of ochre and green under a gold sun' : '',
    body: 'Some **Markdown**.',
    tags: [],
    status,
    created: at,
    updated: at,
    published: status === 'published' ? at : null,
    ...fields,
  };
}

export function commentDocument<Time>(at: Time, fields: Partial<Comment<Time>> = {}): Comment<Time> {
  return {
    authorUid: 'peer',
    author: { displayName: 'Kwame Boateng', type: 'peer' },
    body: 'A kind word.',
    created: at,
    updated: at,
    ...fields,
  };
}

export function libraryItemDocument<Time>(at: Time, fields: Partial<LibraryItem<Time>> = {}): LibraryItem<Time> {
  return {
    title: 'Things Fall Apart',
    author: 'Chinua Achebe',
    year: 1958,
    description: '',
    coverUrl: '',
    linkUrl: '',
    category: 'fiction',
    created: at,
    updated: at,
    ...fields,
  };
}

export function bannedBookDocument<Time>(at: Time, fields: Partial<BannedBook<Time>> = {}): BannedBook<Time> {
  return {
    title: 'Petals of Blood',
    author: 'Ngũgĩ wa Thiong’o',
    country: 'Kenya',
    year: 1977,
    reason: 'Banned for its criticism of the government.',
    sources: ['https://example.org/petals'],
    status: 'approved',
    proposedBy: 'peer',
    created: at,
    updated: at,
    ...fields,
  };
}

export function albumDocument<Time>(at: Time, fields: Partial<Album<Time>> = {}): Album<Time> {
  return {
    title: 'Lagos Book and Art Festival',
    description: '',
    date: at,
    coverUrl: '',
    coverAlt: fields.coverUrl ? 'Readers gathered around a stage at dusk' : '',
    published: true,
    created: at,
    updated: at,
    ...fields,
  };
}

export function photoDocument<Time>(at: Time, fields: Partial<Photo<Time>> = {}): Photo<Time> {
  return {
    imageUrl: '/community/photos/reading.png',
    alt: 'A poet reads aloud to a circle of listeners under the trees',
    caption: 'A reading under the trees',
    credit: 'Sankofa Editorial',
    date: at,
    order: 1,
    updated: at,
    ...fields,
  };
}

export function memberCardDocument<Time>(at: Time, fields: Partial<MemberCard<Time>> = {}): MemberCard<Time> {
  return {
    displayName: 'Chiamaka Eze',
    type: 'voice',
    country: 'Nigeria',
    bio: 'Writes about the markets of Onitsha.',
    joined: at,
    ...fields,
  };
}

/** A member of the advisory board, without a photo, a card in the directory or a site of their own. */
export function advisoryMemberDocument<Time>(
  at: Time,
  fields: Partial<AdvisoryMember<Time>> = {},
): AdvisoryMember<Time> {
  return {
    name: 'Efua Asante',
    role: 'Chair of the advisory board',
    bio: 'Editor-in-chief at Sankofa Editorial.',
    photoUrl: '',
    memberUid: '',
    website: '',
    order: 1,
    created: at,
    updated: at,
    ...fields,
  };
}

/** A published press item as stored, dated `at`. */
export function insightDocument<Time>(at: Time, fields: Partial<InsightItem<Time>> = {}): InsightItem<Time> {
  return {
    kind: 'press',
    title: 'Local editors build a home for diaspora writers',
    date: at,
    byline: 'Regional newspaper',
    summary: 'A profile of the company and its workshops.',
    body: 'On a Saturday morning, twenty writers sit around tables pushed together.',
    tags: ['Profile'],
    published: true,
    created: at,
    updated: at,
    ...fields,
  };
}

/** A published team member as stored, created `at`, first on the page, without a portrait. */
export function teamMemberDocument<Time>(at: Time, fields: Partial<TeamMember<Time>> = {}): TeamMember<Time> {
  return {
    name: 'Adaeze Okafor-Bennett',
    role: 'Founder and Editorial Director',
    bio: 'Adaeze edits literary fiction and memoir, and reads every editorial letter.',
    photoUrl: '',
    languages: ['Igbo'],
    order: 1,
    published: true,
    created: at,
    updated: at,
    ...fields,
  };
}

/** A message from the contact form as stored (unhandled), kept until `expiresAt`. */
export function contactMessageDocument<Time>(
  at: Time,
  expiresAt: Time,
  fields: Partial<StoredContactMessage<Time>> = {},
): StoredContactMessage<Time> {
  return {
    name: 'Ama Owusu',
    email: 'ama@example.com',
    topic: 'editing',
    message: 'I have a memoir and would like a developmental edit.',
    created: at,
    expiresAt,
    ...fields,
  };
}

/** users/{uid}: an active voice's profile (an application, a review or a suspension: `fields`). */
export function userProfileDocument<Time>(
  email: string,
  at: Time,
  fields: Partial<UserProfile<Time>> = {},
): UserProfile<Time> {
  return { email, status: 'active', type: 'voice', created: at, ...fields };
}
