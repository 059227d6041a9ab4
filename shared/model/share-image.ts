/**
 * The link-preview images (og:image): their size, and the address of a blog post's, which the
 * postShareImage function renders on request. The post's head names it in two places that must
 * agree, the web app's PostHead and the postPage function's HTML; both build it here.
 */

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** Hosting rewrites /share/posts/* to the postShareImage function (firebase.json). */
export const POST_SHARE_IMAGE_PATH = '/share/posts/';
export const POST_SHARE_IMAGE_EXTENSION = '.jpg';

/**
 * `/share/posts/<slug>.jpg?v=<millis>`: the version is the post's last edit (its publication when
 * it has none), so an edited title gets a new address and no cache, the CDN's or a social
 * network's, keeps showing the old image.
 */
export function postShareImagePath(slug: string, version: Date | null): string {
  const path = `${POST_SHARE_IMAGE_PATH}${encodeURIComponent(slug)}${POST_SHARE_IMAGE_EXTENSION}`;
  return version ? `${path}?v=${version.getTime()}` : path;
}
