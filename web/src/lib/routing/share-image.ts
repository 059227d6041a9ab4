/**
 * One 1200×630 JPEG per indexable route (web/scripts/share-images.ts), plus a default; shared by the build, the head
 * and the post page. A post's image is rendered on request instead.
 */

export { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@/lib/model';
/** Folder under the site's root. */
export const SHARE_IMAGE_DIR = 'og';
/** The image of a page that has none of its own. */
export const DEFAULT_SHARE_IMAGE = 'default';

/** '/home/about-us' → 'home-about-us', '/insights/press/' → 'insights-press'. */
export function shareImageName(routePath: string): string {
  return routePath.split('/').filter(Boolean).join('-') || DEFAULT_SHARE_IMAGE;
}

/** The image's path on the site: `/og/<name>.jpg`. */
export function shareImagePath(name: string): string {
  return `/${SHARE_IMAGE_DIR}/${name}.jpg`;
}
