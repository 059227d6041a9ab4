import type { RouteEntry } from '../lib/routing/route-entry';

/** Routes that belong in the sitemap: indexable (the default) and without parameters. */
export function indexableRoutes(entries: readonly RouteEntry[]): RouteEntry[] {
  return entries.filter((entry) => entry.indexable !== false && !/[:*]/.test(entry.path));
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`);

/** sitemap.xml for the indexable routes, with absolute URLs on `origin`. */
export function sitemapXml(entries: readonly RouteEntry[], origin: string): string {
  const urls = indexableRoutes(entries).map((entry) => `  <url><loc>${escapeXml(origin + entry.path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled, and the sitemap is announced. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
