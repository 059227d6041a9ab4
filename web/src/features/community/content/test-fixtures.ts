/**
 * Documents for the component tests and the benchmark, in the shapes firestore.rules accepts.
 * Seeded with the rules bypassed (web/src/test/emulators.ts seedDocs).
 */
import type { SeedValue } from '../../../test/emulators';

type Doc = Record<string, SeedValue>;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

export function postDoc(n: number, overrides: Doc = {}): Doc {
  return {
    title: `Post number ${n}`,
    slug: `post-${n}`,
    authorUid: 'voice-uid',
    author: { displayName: 'Chiamaka Eze', type: 'voice' },
    coverUrl: '',
    body: `The body of post ${n}, with **bold** words.`,
    tags: [n % 2 === 0 ? 'even' : 'odd'],
    status: 'published',
    created: day(n),
    updated: day(n),
    published: day(n),
    ...overrides,
  };
}

export function libraryDoc(n: number, overrides: Doc = {}): Doc {
  return {
    title: `Book ${String(n).padStart(4, '0')}`,
    author: `Author ${n}`,
    year: 1950 + (n % 70),
    description: `Description of book ${n}.`,
    coverUrl: '',
    linkUrl: '',
    category: ['fiction', 'poetry', 'essays', 'memoir', 'history', 'resources'][n % 6] ?? 'fiction',
    created: day(n),
    updated: day(n),
    ...overrides,
  };
}

export function bannedBookDoc(n: number, overrides: Doc = {}): Doc {
  return {
    title: `Banned book ${n}`,
    author: `Author ${n}`,
    country: 'Kenya',
    year: 1900 + (n % 120),
    reason: `The reason book ${n} was banned.`,
    sources: ['https://example.com/source'],
    status: 'approved',
    proposedBy: 'admin-uid',
    created: day(n),
    updated: day(n),
    ...overrides,
  };
}

export function albumDoc(n: number, overrides: Doc = {}): Doc {
  return {
    title: `Album ${n}`,
    description: `Photos of event ${n}.`,
    date: day(n),
    coverUrl: '',
    published: true,
    created: day(n),
    updated: day(n),
    ...overrides,
  };
}

export function photoDoc(n: number, overrides: Doc = {}): Doc {
  return {
    imageUrl: `/community/photos/test-${n}.png`,
    caption: `Caption ${n}`,
    credit: 'Sankofa Editorial',
    date: day(n),
    order: n,
    ...overrides,
  };
}

export function advisoryDoc(n: number, overrides: Doc = {}): Doc {
  return {
    name: `Advisor ${n}`,
    role: `Role ${n}`,
    bio: `A biography of advisor ${n}.`,
    photoUrl: '',
    links: [{ label: 'Website', url: `https://example.com/${n}` }],
    order: n,
    created: day(n),
    updated: day(n),
    ...overrides,
  };
}

/** n documents at collection/{prefix}-{i} built by make(i). */
export function many(
  collection: string,
  n: number,
  make: (i: number) => Doc,
  id = (i: number) => `${collection}-${i}`,
) {
  return Object.fromEntries(Array.from({ length: n }, (_, i) => [`${collection}/${id(i + 1)}`, make(i + 1)]));
}
