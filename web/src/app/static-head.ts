import type { RouteEntry } from '../lib/routing/route-entry';

/**
 * Each public page's own HTML file, written at build time: the same index.html with the page's
 * title, description, canonical URL and Open Graph tags in place of the company defaults. Link
 * previews (which run no JavaScript) and crawlers then see the page's head; the app replaces
 * these tags with its own on start (main.tsx removes every `data-default-head` element).
 */

/** "<page> | <company>", at build time and in the app (page-title.ts). */
export function formatPageTitle(title: string, siteName: string): string {
  return `${title} | ${siteName}`;
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot' }[char]};`);

/** The head tags of one page, as PageHead renders them in the app. */
export function staticHeadTags(entry: Pick<RouteEntry, 'path' | 'meta'>, origin: string, siteName: string): string {
  const title = escapeHtml(formatPageTitle(entry.meta.title, siteName));
  const description = escapeHtml(entry.meta.description);
  const url = escapeHtml(`${origin}${entry.path}`);
  return [
    `<title data-default-head>${title}</title>`,
    `<meta data-default-head name="description" content="${description}" />`,
    `<link data-default-head rel="canonical" href="${url}" />`,
    `<meta data-default-head property="og:type" content="website" />`,
    `<meta data-default-head property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta data-default-head property="og:title" content="${title}" />`,
    `<meta data-default-head property="og:description" content="${description}" />`,
    `<meta data-default-head property="og:url" content="${url}" />`,
  ].join('\n    ');
}

/**
 * Where Firebase Hosting (cleanUrls) finds a path's file: /contact → contact.html. None for a
 * path that ends in a slash (/home/, /insights/press/): with `trailingSlash: false` Hosting would
 * redirect it to the path without the slash once a home/index.html existed, and the spec's
 * addresses must stay as they are. Those pages keep index.html's company title and tagline.
 */
export function htmlFileFor(path: string): string | null {
  return path.endsWith('/') ? null : `${path.slice(1)}.html`;
}

const DEFAULT_HEAD = /[ \t]*<(title|meta)\b[^>]*\bdata-default-head\b[^>]*>(?:[^<]*<\/title>)?\n?/g;

/** index.html with the company's default head tags replaced by a page's own. */
export function withPageHead(indexHtml: string, tags: string): string {
  if (!DEFAULT_HEAD.test(indexHtml)) throw new Error('index.html has no data-default-head tags to replace');
  DEFAULT_HEAD.lastIndex = 0;
  return indexHtml.replace(DEFAULT_HEAD, '').replace(/\s*<\/head>/, `\n    ${tags}\n  </head>`);
}
