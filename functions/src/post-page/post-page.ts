import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, readPost } from '#shared/model/index.js';
import { CANONICAL_REDIRECT_CACHE_CONTROL, queryOf, redirectTo } from '../canonical.js';
import {
  HTML_CONTENT_TYPE,
  LIST_CACHE_CONTROL,
  renderOnRequest,
  SERVED_BY_HEADER,
  type SiteRender,
} from '../community-page/community-page.js';
import type { FeedRequest, FeedResponse } from '../feed/blog-feed.js';
import type { SharedPost } from './html.js';

// Why: docs/decisions/0110-posts-rendered-with-their-data.md

export const POSTS_PATH = '/voa/blog/posts/';

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
  {
    siteRender,
    sitePage,
    deadlineMs,
  }: { siteRender: () => Promise<SiteRender>; sitePage: (page: SitePage) => Promise<string>; deadlineMs?: number },
): Promise<void> {
  response.set(SERVED_BY_HEADER, 'function:postPage');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.status(405).set('Allow', 'GET, HEAD').end();
    return;
  }
  const slug = slugOf(request.path);
  if (slug === null) {
    // No document can be at a malformed address: the site's 404 page, without rendering.
    response.set('Content-Type', HTML_CONTENT_TYPE).set('Cache-Control', LIST_CACHE_CONTROL);
    response.status(404).send(await sitePage('/404'));
    return;
  }
  // No query string: one address per post for the CDN (docs/decisions/0014).
  if (queryOf(request.url) !== '') {
    redirectTo(response, postPath(slug), { permanent: true, cacheControl: CANONICAL_REDIRECT_CACHE_CONTROL });
    return;
  }
  // The rules decide what the page shows, as for a visitor: a draft or a missing post is a 404.
  await renderOnRequest(request, response, { siteRender, ...(deadlineMs === undefined ? {} : { deadlineMs }) });
}
