import type { RouteEntry } from '@/lib/routing/route-entry';

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

/** The home-screen icons, in web/public (drawn from favicon.svg by web/scripts/generate-touch-icons.ts). */
export const WEB_MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export interface WebManifestFacts {
  name: string;
  shortName: string;
  description: string;
  /** The light scheme's paper (styles/tokens.css): a manifest has one colour, not one per scheme. */
  paperColour: string;
}

/** No service worker, so "minimal-ui": a website with back and reload, not a standalone app. */
export function webManifest({ name, shortName, description, paperColour }: WebManifestFacts): string {
  const manifest = {
    name,
    short_name: shortName,
    description,
    lang: 'en',
    start_url: '/home/',
    scope: '/',
    display: 'minimal-ui',
    theme_color: paperColour,
    background_color: paperColour,
    icons: WEB_MANIFEST_ICONS,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The value of a colour token in the light scheme: its first declaration in tokens.css. */
export function lightToken(tokensCss: string, name: string): string {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})\\s*;`, 'i').exec(tokensCss)?.[1];
  if (!value) throw new Error(`styles/tokens.css declares no --${name} as #rrggbb`);
  return value;
}
