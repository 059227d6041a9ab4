import type { SitePage } from './post-page.js';

// Hosting's pages, fetched from the site, not bundled: docs/decisions/0015-link-previews-rendered-by-functions.md

/** How long an instance keeps a page before it fetches it again. */
export const SITE_PAGE_TTL_MS = 5 * 60_000;

export function sitePageLoader(
  originOf: () => Promise<string>,
  { ttl = SITE_PAGE_TTL_MS, now = Date.now }: { ttl?: number; now?: () => number } = {},
): (page: SitePage) => Promise<string> {
  const kept = new Map<SitePage, { at: number; html: Promise<string> }>();
  return (page) => {
    const entry = kept.get(page);
    if (entry && now() - entry.at < ttl) return entry.html;
    const html = (async () => {
      const url = `${await originOf()}${page}`;
      const response = await fetch(url, { redirect: 'error' });
      // Hosting may answer its 404 page with the status it stands for.
      if (!response.ok && !(page === '/404' && response.status === 404)) {
        throw new Error(`${url} answered ${response.status}`);
      }
      return response.text();
    })();
    kept.set(page, { at: now(), html });
    // A failure is not kept: the next request tries again.
    html.catch(() => kept.delete(page));
    return html;
  };
}

/** Where Hosting is: the site's origin, or in the Functions emulator the Hosting emulator (from the hub). */
export async function hostingOrigin(siteOrigin: string): Promise<string> {
  const hub = process.env.FUNCTIONS_EMULATOR === 'true' ? process.env.FIREBASE_EMULATOR_HUB : undefined;
  if (!hub) return siteOrigin.replace(/\/+$/, '');
  const emulators = (await (await fetch(`http://${hub}/emulators`)).json()) as Record<
    string,
    { host: string; port: number } | undefined
  >;
  const hosting = emulators.hosting;
  if (!hosting) throw new Error('the Hosting emulator is not running: the post pages need its shell');
  return `http://${hosting.host}:${hosting.port}`;
}
