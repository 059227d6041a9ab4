/** Which artwork (web/src/assets/images/<name>.jpg) a page's link-preview image uses. */

/** By path prefix, the first match winning (as the pages do). */
const ARTWORK_BY_PREFIX: readonly [prefix: string, artwork: string][] = [
  ['/home/our-services', 'hero-services'],
  ['/home/', 'hero-about'],
  ['/insights', 'hero-insights'],
  ['/practices', 'hero-practices'],
  ['/contact', 'hero-contact'],
  ['/donate', 'hero-contact'],
  ['/voa/blog', 'tile-dusk'],
  ['/voa/library', 'tile-indigo'],
  ['/voa/photos', 'tile-clay'],
  ['/voa', 'tile-ochre'],
];
/** Pages with no artwork of their own (the policies, the default image). */
export const DEFAULT_ARTWORK = 'hero-home';

export function artworkFor(routePath: string): string {
  if (routePath === '/home/') return 'hero-home';
  return ARTWORK_BY_PREFIX.find(([prefix]) => routePath.startsWith(prefix))?.[1] ?? DEFAULT_ARTWORK;
}

/** Every blog post's artwork: the blog's, never the post's cover (SSRF; docs/decisions/0015). */
export const POST_ARTWORK = artworkFor('/voa/blog/posts');
