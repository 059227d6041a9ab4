import { textsOf, type Cursor, type Sdk } from '@/lib/firebase/load-firestore';
import { fetchSearchPage } from '@/lib/firebase/search-page';
import { insightItemPath, news } from '@/content/insights';
import { cardPath } from '@/lib/members/member-path';
import { libraryItemPath } from '@/lib/routing/library-path';
import { COLLECTIONS } from '@/lib/model';

// /search: the same query as each list's own search (fetchSearchPage), five lists side by side, a few results each.
// What one search costs in reads: docs/decisions/0124-one-search.md

export const SEARCH_KINDS = ['posts', 'library', 'bannedBooks', 'news', 'members'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** A result as /search shows it: a title that links to its page, and a line under it. */
export interface SearchResult {
  id: string;
  title: string;
  /** The author, the byline, or a member's directory (its key in search.json's `kinds`). */
  detail: string;
  path: string;
}

/** A kind's results: `more` when more may match than were read. */
export type KindResults = { status: 'ready'; items: SearchResult[]; more: boolean } | { status: 'error' };

/** The first results of each kind; the list's own search (`listPath`) shows the rest. */
export const SEARCH_PER_KIND = 5;
/** A search of several words checks them on the client, 10 documents a batch, 2 batches at most a kind. */
export const SEARCH_BATCH = 10;
export const SEARCH_BATCHES = 2;

/** The list that searches each kind further, with the query in its address; none for news and members. */
export function listPath(kind: SearchKind, query: string): string | null {
  const q = `?q=${encodeURIComponent(query)}`;
  if (kind === 'posts') return `/voa/blog/posts${q}`;
  if (kind === 'library') return `/voa/library${q}`;
  if (kind === 'bannedBooks') return `/voa/library/bannedbooks${q}`;
  return null;
}

interface KindQuery {
  /** The public list, as its page reads it (the filters the rules ask for, its order). */
  list: (sdk: Sdk) => import('firebase/firestore/lite').Query;
  convert: (snapshot: Cursor) => SearchResult;
}

/** Each result links to its own page (decision 0123); a banned book has none: its list, searched for its title, shows it. */
const SEARCH_KIND_QUERIES: Record<SearchKind, KindQuery> = {
  posts: {
    list: ({ collection, db, orderBy, query, where }) =>
      query(collection(db, COLLECTIONS.posts), where('status', '==', 'published'), orderBy('published', 'desc')),
    convert: (snapshot) => {
      const { title, slug } = textsOf(snapshot.data(), ['title', 'slug']);
      const author: unknown = snapshot.get('author.displayName');
      const path = `/voa/blog/posts/${encodeURIComponent(slug || snapshot.id)}`;
      return { id: snapshot.id, title, detail: typeof author === 'string' ? author : '', path };
    },
  },
  library: {
    list: ({ collection, db, orderBy, query }) => query(collection(db, COLLECTIONS.libraryItems), orderBy('title')),
    convert: (snapshot) => {
      const { title, author } = textsOf(snapshot.data(), ['title', 'author']);
      return { id: snapshot.id, title, detail: author, path: libraryItemPath(snapshot.id) };
    },
  },
  bannedBooks: {
    list: ({ collection, db, orderBy, query, where }) =>
      query(collection(db, COLLECTIONS.bannedBooks), where('status', '==', 'approved'), orderBy('year', 'desc')),
    convert: (snapshot) => {
      const { title, author } = textsOf(snapshot.data(), ['title', 'author']);
      return { id: snapshot.id, title, detail: author, path: listPath('bannedBooks', title) ?? '' };
    },
  },
  news: {
    list: ({ collection, db, orderBy, query, where }) =>
      query(
        collection(db, COLLECTIONS.insights),
        where('kind', '==', 'news'),
        where('published', '==', true),
        orderBy('date', 'desc'),
      ),
    convert: (snapshot) => {
      const { title, byline } = textsOf(snapshot.data(), ['title', 'byline']);
      return { id: snapshot.id, title, detail: byline, path: insightItemPath(news, snapshot.id) };
    },
  },
  members: {
    list: ({ collection, db, orderBy, query }) => query(collection(db, COLLECTIONS.members), orderBy('displayName')),
    convert: (snapshot) => {
      const { displayName, type, slug } = textsOf(snapshot.data(), ['displayName', 'type', 'slug']);
      return { id: snapshot.id, title: displayName, detail: type, path: cardPath({ uid: snapshot.id, slug }) };
    },
  },
};

/** One kind's first results; its failure is its own (the other kinds still show). */
export async function searchKind(kind: SearchKind, search: string): Promise<KindResults> {
  const { list, convert } = SEARCH_KIND_QUERIES[kind];
  try {
    const page = await fetchSearchPage({
      search,
      list,
      after: null,
      pageSize: SEARCH_PER_KIND,
      batch: SEARCH_BATCH,
      batches: SEARCH_BATCHES,
      convert,
    });
    return { status: 'ready', items: page.items, more: page.next !== null };
  } catch (error) {
    console.error(`Searching ${kind} failed`, error);
    return { status: 'error' };
  }
}

/** Every kind at once. */
export async function searchEverything(search: string): Promise<Record<SearchKind, KindResults>> {
  const results = await Promise.all(SEARCH_KINDS.map(async (kind) => [kind, await searchKind(kind, search)] as const));
  return Object.fromEntries(results) as Record<SearchKind, KindResults>;
}
