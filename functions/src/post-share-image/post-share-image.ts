import type { Firestore } from 'firebase-admin/firestore';
import {
  MEDIA_CACHE_HOURS,
  POST_SHARE_IMAGE_EXTENSION,
  POST_SHARE_IMAGE_PATH,
  postShareImagePath,
} from '#shared/model/index.js';
import { POST_ARTWORK } from '#shared/share-image/artwork.js';
import type { ShareImageRenderer } from '#shared/share-image/render.js';
import { queryOf, redirectTo } from '../canonical.js';
import type { FeedRequest } from '../feed/blog-feed.js';
import { decodeSlug, publishedPost } from '../post-page/post-page.js';

// /share/posts/<slug>.jpg: a published post's link-preview image, rendered on request with
// shared/share-image. Never from its cover (SSRF): docs/decisions/0015-link-previews-rendered-by-functions.md

export interface ShareImageRequest extends FeedRequest {
  /** The path as requested, percent-encoded (the ?v= version is not part of it: see `url`). */
  path: string;
}

export interface ShareImageResponse {
  status(code: number): ShareImageResponse;
  set(field: string, value: string): ShareImageResponse;
  send(body: Buffer | string): void;
  end(): void;
}

/** A day at most, as the uploads' files, so a deleted cover leaves every cache (docs/decisions/0014, 0041). */
export const SHARE_IMAGE_CACHE_CONTROL = `public, max-age=${MEDIA_CACHE_HOURS * 3600}, s-maxage=${MEDIA_CACHE_HOURS * 3600}`;
/** Any other query is redirected to the current version, briefly: the next edit changes it. */
export const VERSION_REDIRECT_CACHE_CONTROL = 'public, max-age=300, s-maxage=300';
/** A missing post may be published soon after: kept 5 minutes, as postPage's 404. */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=300';

/** A longer title is cut at a word, with an ellipsis (160 would climb out of the image). */
export const MAX_TITLE_CHARS = 90;

export function panelTitle(title: string): string {
  const trimmed = title.trim().replace(/\s+/g, ' ');
  const chars = [...trimmed];
  if (chars.length <= MAX_TITLE_CHARS) return trimmed;
  const cut = chars.slice(0, MAX_TITLE_CHARS).join('');
  return `${cut.replace(/\s+\S*$/, '') || cut}…`;
}

export function postByline(authorName: string): string | undefined {
  const name = authorName.trim().replace(/\s+/g, ' ');
  return name ? `By ${name}` : undefined;
}

/** The slug of /share/posts/<slug>.jpg, decoded; null for any other path. */
export function imageSlugOf(path: string): string | null {
  if (!path.startsWith(POST_SHARE_IMAGE_PATH) || !path.endsWith(POST_SHARE_IMAGE_EXTENSION)) return null;
  return decodeSlug(path.slice(POST_SHARE_IMAGE_PATH.length, -POST_SHARE_IMAGE_EXTENSION.length));
}

export async function handlePostShareImage(
  request: ShareImageRequest,
  response: ShareImageResponse,
  { db, renderer }: { db: Firestore; renderer: () => Promise<ShareImageRenderer> },
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.status(405).set('Allow', 'GET, HEAD').end();
    return;
  }
  const slug = imageSlugOf(request.path);
  const post = slug === null ? null : await publishedPost(db, slug);
  if (!post) {
    response
      .status(404)
      .set('Content-Type', 'text/plain; charset=utf-8')
      .set('Cache-Control', NOT_FOUND_CACHE_CONTROL)
      .send('Not found');
    return;
  }
  // Only the query is compared: the path is the slug's, however the client encoded it.
  const current = postShareImagePath(post.slug, post.updated ?? post.published);
  if (queryOf(request.url) !== queryOf(current)) {
    redirectTo(response, current, { permanent: false, cacheControl: VERSION_REDIRECT_CACHE_CONTROL });
    return;
  }
  const render = await renderer();
  const title = panelTitle(post.title);
  let jpeg: Buffer;
  try {
    const byline = postByline(post.author.displayName);
    ({ jpeg } = await render.render({ title, artwork: POST_ARTWORK, ...(byline ? { byline } : {}) }));
  } catch (error) {
    // Anything satori cannot lay out falls back to the site's name alone, as uncovered letters do.
    console.warn(`postShareImage: the title of ${slug} could not be drawn`, error);
    ({ jpeg } = await render.render({ title: '', artwork: POST_ARTWORK }));
  }
  response.status(200).set('Content-Type', 'image/jpeg').set('Cache-Control', SHARE_IMAGE_CACHE_CONTROL).send(jpeg);
}

/** One renderer per site name (it loads the fonts once); a Hosting deploy may change the name. */
export function rendererCache(
  siteName: () => Promise<string>,
  create: (siteName: string) => Promise<ShareImageRenderer>,
): () => Promise<ShareImageRenderer> {
  const renderers = new Map<string, Promise<ShareImageRenderer>>();
  return async () => {
    const name = await siteName();
    let renderer = renderers.get(name);
    if (!renderer) {
      renderer = create(name);
      renderer.catch(() => renderers.delete(name));
      renderers.set(name, renderer);
    }
    return renderer;
  };
}
