import { describe, expect, it } from 'vitest';
import { footerVariantFor } from '../../web/src/components/layout/footer-variants.ts';
import { loadRouteTable, publicPages, routeMatcher, siteOrigin } from '../../tools/e2e/site.ts';
import { useBrowser } from './support/browser.ts';
import { internalLinks, openWatchedPage, visit } from './support/page.ts';

// Read from the app's route table: a page a feature adds is walked here without editing this file.
const table = await loadRouteTable();
const pages = publicPages(table);
const isRoute = routeMatcher(table);
const browser = useBrowser();

describe('a visitor opens every public page of the route table', () => {
  it('finds public pages in the table', () => {
    expect(pages.map((page) => page.path)).toContain('/home/');
  });

  it.each(pages)(
    '$path renders with its title and footer variant, without errors or dead internal links',
    async ({ path, title }) => {
      const { page, problems, close } = await openWatchedPage(browser());
      try {
        await visit(page, path);

        await expect.poll(() => page.title(), { message: 'document.title', timeout: 5_000 }).toContain(title);
        expect((await page.locator('main').innerText()).trim(), 'the main area is empty').not.toBe('');
        expect(new URL(page.url()).pathname, 'the page redirected away').toBe(path);
        expect(await page.locator('footer[data-variant]').getAttribute('data-variant'), 'the footer variant').toBe(
          footerVariantFor(path),
        );
        const deadLinks = (await internalLinks(page)).filter((href) => !isRoute(href));
        expect(deadLinks, 'internal links to no route of the table').toEqual([]);
        expect(problems, 'console errors and failed requests').toEqual([]);
      } finally {
        await close();
      }
    },
  );
});

describe('each public page’s own HTML (for link previews and crawlers that run no script)', () => {
  // Paths ending in a slash keep index.html's company head (see htmlFileFor in static-head.ts).
  const ownFile = pages.filter((page) => !page.path.endsWith('/'));
  it.each(ownFile)('$path is served with its title, description and Open Graph tags', async ({ path, title }) => {
    const response = await fetch(`${siteOrigin}${path}`, { redirect: 'manual' });
    expect(response.status, 'served directly, not redirected').toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title data-default-head>${title.replace(/&/g, '&amp;')} | `);
    expect(html).toMatch(new RegExp(`property="og:url" content="[^"]*${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
    expect(html.match(/<title/g), 'one title').toHaveLength(1);
  });
});

describe('web fonts', () => {
  it('are preloaded by the built page, fetched once each and all in use once it has loaded', async () => {
    const { page, problems, close } = await openWatchedPage(browser());
    try {
      await visit(page, '/home/');
      const preloaded = await page.$$eval('link[rel="preload"][as="font"]', (links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
      expect(preloaded).toHaveLength(3);
      await page.evaluate(() => document.fonts.ready);
      const { fetched, loadedFaces } = await page.evaluate(() => ({
        fetched: performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.woff2')),
        loadedFaces: [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family.replace(/["']/g, '')),
      }));
      // A preload whose CORS mode differs from the font request is downloaded twice: once each here.
      expect(fetched.sort()).toEqual([...preloaded].sort());
      expect(loadedFaces.sort()).toEqual(['Fraunces', 'Source Sans 3', 'Source Sans 3']);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
