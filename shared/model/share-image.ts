// The link-preview images' size, and a blog post's image address, for PostHead and postPage alike.

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** Hosting rewrites /share/posts/* to the postShareImage function (firebase.json). */
export const POST_SHARE_IMAGE_PATH = '/share/posts/';
export const POST_SHARE_IMAGE_EXTENSION = '.jpg';

/** `/share/posts/<slug>.jpg?v=<millis of the last edit>`: a new address per edit (docs/decisions/0014). */
export function postShareImagePath(slug: string, version: Date | null): string {
  const path = `${POST_SHARE_IMAGE_PATH}${encodeURIComponent(slug)}${POST_SHARE_IMAGE_EXTENSION}`;
  return version ? `${path}?v=${version.getTime()}` : path;
}
