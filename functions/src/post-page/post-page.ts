import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, readPost } from '#shared/model/index.js';
import { CANONICAL_REDIRECT_CACHE_CONTROL, queryOf, redirectTo } from '../canonical.js';
import type { FeedRequest, FeedResponse } from '../feed/blog-feed.js';
import { postPageHtml, type SharedPost } from './html.js';

// /voa/blog/posts/:slug: a published post's shell with its own head for link previews (html.ts), or the 404 page.

export const POSTS_PATH = '/voa/blog/posts/';
/**
 * The CDN keeps a page or a 404 for 5 minutes; firebase.json's header rule sets the same value.
 * Why: docs/decisions/0014-canonical-addresses-and-cache-lifetimes.md
 */
export const POST_CACHE_CONTROL = 'public, max-age=0, s-maxage=300';
export const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

export type SitePage = '/_shell' | '/404';

export interface PostPageRequest extends FeedRequest {
  /** The path as requested, percent-encoded. */
  path: string;
}

const dateOf = (value: unknown): Date | null =>
  value && typeof (value as Timestamp).toDate === 'function' ? (value as Timestamp).toDate() : null;

/** A post's page, the slug percent-encoded (as the web app's postPath and the feed write it). */
export const postPath = (slug: string) => `${POSTS_PATH}${encodeURIComponent(slug)}`;

export function slugOf(path: string): string | null {
  return path.startsWith(POSTS_PATH) ? decodeSlug(path.slice(POSTS_PATH.length)) : null;
}

/** A percent-encoded path segment as a post's slug; null if malformed or not a document id. */
export function decodeSlug(encoded: string): string | null {
  try {
    const slug = decodeURIComponent(encoded);
    // A document id: one path segment, not '.' or '..'.
    return slug && !slug.includes('/') && slug !== '.' && slug !== '..' ? slug : null;
  } catch {
    return null;
  }
}

/** The post at that slug if the public may read it (status published, as the rules allow). */
export async function publishedPost(db: Firestore, slug: string): Promise<SharedPost | null> {
  const snapshot = await db.collection(COLLECTIONS.posts).doc(slug).get();
  const data = snapshot.data();
  const post = data ? readPost(slug, data, dateOf) : null;
  return post?.status === 'published' && post.published ? { ...post, published: post.published } : null;
}

export async function handlePostPage(
  request: PostPageRequest,
  response: FeedResponse,
  { db, origin, sitePage }: { db: Firestore; origin: string; sitePage: (page: SitePage) => Promise<string> },
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.status(405).set('Allow', 'GET, HEAD').end();
    return;
  }
  const slug = slugOf(request.path);
  // No query string: one address per post for the CDN (docs/decisions/0014).
  if (slug !== null && queryOf(request.url) !== '') {
    redirectTo(response, postPath(slug), { permanent: true, cacheControl: CANONICAL_REDIRECT_CACHE_CONTROL });
    return;
  }
  const post = slug === null ? null : await publishedPost(db, slug);
  response.set('Content-Type', HTML_CONTENT_TYPE).set('Cache-Control', POST_CACHE_CONTROL);
  if (!post) {
    response.status(404).send(await sitePage('/404'));
    return;
  }
  response.status(200).send(postPageHtml(await sitePage('/_shell'), post, origin));
}
