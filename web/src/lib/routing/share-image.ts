/**
 * The link-preview image of each page (og:image, twitter:image): one 1200×630 JPEG per indexable
 * route, rendered at build time by web/scripts/share-images.ts into dist/og/, plus a default for
 * the pages that have none (members' pages, the 404 page). Shared by the build, the head
 * (app/PageHead.tsx) and the blog's post page, so the three name the same files. A blog post's
 * image is rendered on request instead (postShareImagePath, shared/model/share-image.ts).
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
