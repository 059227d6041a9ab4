import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, excerpt, readPost, type Post } from '#shared/model/index.js';
import { CANONICAL_REDIRECT_CACHE_CONTROL, queryOf, redirectTo } from '../canonical.js';

// The blog's Atom feed (RFC 4287) at /voa/blog/feed.xml, with absolute URLs on SITE_ORIGIN.

export const FEED_SIZE = 20;

export const FEED_PATH = '/voa/blog/feed.xml';
const BLOG_PATH = '/voa/blog';
const POSTS_PATH = '/voa/blog/posts';

/** Feed readers poll: browsers may keep it 5 minutes, Hosting's CDN 10. */
export const FEED_CACHE_CONTROL = 'public, max-age=300, s-maxage=600';
export const FEED_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

export type FeedPost = Pick<Post<Date>, 'slug' | 'title' | 'author' | 'body'> & { published: Date; updated: Date };

/** XML 1.0's Char production: tab, newlines, and the rest but control characters, surrogates and U+FFFE/U+FFFF. */
const isXmlChar = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  code >= 0x10000;

/** Text as XML: the special characters escaped, those XML 1.0 forbids dropped (one would break the feed). */
export function xmlText(value: string): string {
  return Array.from(value)
    .filter((char) => isXmlChar(char.codePointAt(0) ?? 0))
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The post's page: the slug percent-encoded, as the web's postPath writes it (slugs of any script). */
export const postUrl = (origin: string, slug: string) => `${origin}${POSTS_PATH}/${encodeURIComponent(slug)}`;

/** The Atom document. `now` dates an empty feed (Atom requires <updated>). */
export function renderAtom(posts: FeedPost[], origin: string, now: Date): string {
  const updated = posts.reduce((latest, post) => (post.updated > latest ? post.updated : latest), new Date(0));
  const entries = posts.map((post) => {
    const url = xmlText(postUrl(origin, post.slug));
    return [
      '  <entry>',
      `    <id>${url}</id>`,
      `    <title type="text">${xmlText(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url}"/>`,
      `    <published>${post.published.toISOString()}</published>`,
      `    <updated>${post.updated.toISOString()}</updated>`,
      `    <author><name>${xmlText(post.author.displayName)}</name></author>`,
      `    <summary type="text">${xmlText(excerpt(post.body))}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${xmlText(origin + BLOG_PATH)}</id>`,
    '  <title type="text">VOA Blog</title>',
    '  <subtitle type="text">Stories, essays and reflections from the voices of the Voices of Africa community.</subtitle>',
    `  <link rel="self" type="application/atom+xml" href="${xmlText(origin + FEED_PATH)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(origin + BLOG_PATH)}"/>`,
    `  <updated>${(posts.length > 0 ? updated : now).toISOString()}</updated>`,
    // The feed's own author covers an empty feed; each entry names its writer.
    '  <author><name>Voices of Africa</name></author>',
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

const dateOf = (value: unknown): Date | null =>
  value && typeof (value as Timestamp).toDate === 'function' ? (value as Timestamp).toDate() : null;

export async function latestPosts(db: Firestore): Promise<FeedPost[]> {
  const snapshot = await db
    .collection(COLLECTIONS.posts)
    .where('status', '==', 'published')
    .orderBy('published', 'desc')
    .limit(FEED_SIZE)
    .get();
  return snapshot.docs.flatMap((doc) => {
    const post = readPost(doc.id, doc.data(), dateOf);
    return post.published ? [{ ...post, published: post.published, updated: post.updated ?? post.published }] : [];
  });
}

export interface FeedRequest {
  method: string;
  url: string;
}
export interface FeedResponse {
  status(code: number): FeedResponse;
  set(field: string, value: string): FeedResponse;
  send(body: string): void;
  end(): void;
}

/** GET (and HEAD): the feed, cacheable; with a query string (the feed takes none), a redirect to it; anything else: 405. */
export async function handleBlogFeed(
  request: FeedRequest,
  response: FeedResponse,
  { db, origin, now = new Date() }: { db: Firestore; origin: string; now?: Date },
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.status(405).set('Allow', 'GET, HEAD').end();
    return;
  }
  if (queryOf(request.url) !== '') {
    redirectTo(response, FEED_PATH, { permanent: true, cacheControl: CANONICAL_REDIRECT_CACHE_CONTROL });
    return;
  }
  const body = renderAtom(await latestPosts(db), origin.replace(/\/+$/, ''), now);
  response.status(200).set('Content-Type', FEED_CONTENT_TYPE).set('Cache-Control', FEED_CACHE_CONTROL).send(body);
}
