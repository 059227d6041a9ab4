import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { practicePath, practiceSlugs } from '#web/src/config/practices.ts';
import { WEB_MANIFEST_ICONS } from '#web/src/app/seo-files.ts';
import { loadRouteTable, publicPages, siteOrigin } from '#tools/e2e/site.ts';
import { colorSchemes } from './support/accessibility.ts';
import { useBrowser } from './support/browser.ts';
import { openWatchedPage, untilLoaded, visit } from './support/page.ts';

const browser = useBrowser();
const pages = publicPages(await loadRouteTable());

/**
 * A post, the policies and a practice page: what a reader prints (styles/print.css). `heading` is
 * the page's h1; `link` the kind of address one of its content's links has (null: none has any).
 */
const printed: { path: string; heading: RegExp; link: RegExp | null }[] = [
  // Seeded by seed-setup.ts (tools/seed/content.ts); its body links to Wikipedia.
  { path: '/voa/blog/posts/the-market-women-of-onitsha', heading: /^The market women of Onitsha$/, link: /^https:/ },
  // The policies link to the pages where a right is used (contact, My account) and to each other.
  { path: '/policies/privacy', heading: /privacy/i, link: /^\/[a-z]/ },
  { path: '/policies/tos', heading: /terms/i, link: /^\/[a-z]/ },
  { path: practicePath(practiceSlugs[0]), heading: /\S/, link: /^\/[a-z]/ },
];

/** What print shows of the page: the site's header and footer, main, the colours, each link's ::after. */
const printedView = (page: Page) =>
  page.evaluate(() => {
    const shown = (element: Element | null) => element !== null && getComputedStyle(element).display !== 'none';
    const main = document.querySelector('main');
    const links = [...(main?.querySelectorAll<HTMLAnchorElement>('a[href^="http"], a[href^="/"]') ?? [])];
    return {
      header: shown(document.querySelector('#root > header')),
      footer: shown(document.querySelector('#root > footer')),
      nav: [...document.querySelectorAll('nav')].some(shown),
      artwork: [...document.querySelectorAll('main header[data-art] img')].some(shown),
      main: shown(main),
      background: getComputedStyle(document.body).backgroundColor,
      text: main ? getComputedStyle(main.querySelector('h1') ?? main).color : '',
      links: links
        .filter((link) => link.getClientRects().length > 0)
        .map((link) => ({ href: link.getAttribute('href'), after: getComputedStyle(link, '::after').content })),
    };
  });

describe('print (web/src/styles/print.css)', () => {
  it.each(
    colorSchemes.flatMap((scheme) => printed.map(({ path, heading, link }) => [path, scheme, heading, link] as const)),
  )(
    "%s prints its content only, black on white, with the links' addresses (device in the %s scheme)",
    async (path, scheme, heading, link) => {
      const { page, close } = await openWatchedPage(browser());
      try {
        await page.emulateMedia({ colorScheme: scheme });
        await visit(page, path);
        await untilLoaded(page);
        // A page's header shows a fallback title until its document arrives.
        await expect.poll(() => page.locator('main h1').first().textContent()).toMatch(heading);
        const screen = await printedView(page);
        expect(screen.header && screen.footer, 'header and footer on screen').toBe(true);
        expect(screen.artwork, 'the header artwork on screen').toBe(path.startsWith('/practices/'));

        await page.emulateMedia({ media: 'print', colorScheme: scheme });
        const view = await printedView(page);
        expect(view).toMatchObject({
          header: false,
          footer: false,
          nav: false,
          artwork: false,
          main: true,
          background: 'rgb(255, 255, 255)',
          text: 'rgb(0, 0, 0)',
        });
        const hrefs = view.links.map(({ href }) => href ?? '');
        if (link)
          expect(
            hrefs.some((href) => link.test(href)),
            `${link} in ${hrefs.join(' ')}`,
          ).toBe(true);
        else expect(hrefs).toEqual([]);
        for (const link of view.links) expect(link.after, `${link.href}`).toBe(`" (${link.href})"`);
        // On screen, the same links carry no address.
        expect(screen.links.map((link) => link.after).filter((after) => after.includes(' ('))).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});

describe('manifest.webmanifest and touch icons, through Hosting', () => {
  it('serves the manifest as a manifest, and every icon it names as a PNG', async () => {
    const response = await fetch(`${siteOrigin}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json\b/);
    const manifest = (await response.json()) as { name: string; start_url: string; icons: unknown[] };
    expect(manifest.name).not.toBe('');
    expect(manifest.icons).toEqual(WEB_MANIFEST_ICONS);
    for (const src of [...WEB_MANIFEST_ICONS.map((icon) => icon.src), '/apple-touch-icon.png']) {
      const icon = await fetch(siteOrigin + src);
      expect(`${src} ${icon.status} ${icon.headers.get('content-type')}`).toBe(`${src} 200 image/png`);
    }
    expect((await fetch(siteOrigin + manifest.start_url)).status).toBe(200);
  });

  it.each(pages.map((p) => p.path))('%s: its HTML links the manifest and the touch icon', async (path) => {
    const html = await (await fetch(siteOrigin + path)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"');
    expect(html).toMatch(/<meta name="theme-color" media="\(prefers-color-scheme: dark\)"/);
  });
});
