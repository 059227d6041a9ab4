import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_ARTWORK,
  artworkFor,
  shareImageRenderer as renderer,
  sourceAssets,
  type ShareImageRenderer,
} from '../../shared/share-image/index.js';
import type { RouteEntry } from '../src/lib/routing/route-entry.ts';
import { DEFAULT_SHARE_IMAGE, SHARE_IMAGE_DIR, shareImageName } from '../src/lib/routing/share-image.ts';

/**
 * The link-preview images (og:image) of the static pages, written at build time: the page's
 * artwork with a paper panel carrying the site's name and the page's title. The composition is
 * shared/share-image's, which the postShareImage function also renders a blog post's with.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

export { artworkFor, type ShareImageRenderer };

/** The renderer over the repository's fonts (@fontsource) and artwork (web/src/assets/images). */
export function shareImageRenderer(siteName: string): Promise<ShareImageRenderer> {
  return renderer(siteName, sourceAssets(ROOT));
}

/**
 * One image per indexable route (dist/og/<name>.jpg, names from lib/routing/share-image.ts), with
 * the route's title, and the default image, with the site's name alone. Returns how many it wrote.
 */
export async function writeShareImages(
  outDir: string,
  routes: readonly RouteEntry[],
  siteName: string,
): Promise<number> {
  const images = [
    ...routes.map((entry) => ({
      name: shareImageName(entry.path),
      title: entry.meta.title,
      artwork: artworkFor(entry.path),
    })),
    { name: DEFAULT_SHARE_IMAGE, title: '', artwork: DEFAULT_ARTWORK },
  ];
  const names = new Set(images.map((image) => image.name));
  if (names.size !== images.length) throw new Error('share images: two routes give the same image name');
  const render = await shareImageRenderer(siteName);
  const dir = path.join(outDir, SHARE_IMAGE_DIR);
  await mkdir(dir, { recursive: true });
  await Promise.all(
    images.map(async ({ name, title, artwork }) => {
      const { jpeg } = await render.render({ title, artwork });
      await writeFile(path.join(dir, `${name}.jpg`), jpeg);
    }),
  );
  return images.length;
}
