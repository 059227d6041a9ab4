import { describe, expect, it } from 'vitest';
import { footerVariantFor } from '#web/src/components/layout/footer-variants.ts';
import { loadRouteTable, publicPages, routeMatcher, siteOrigin } from '#tools/e2e/site.ts';
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

describe('each public page’s own HTML (prerendered: for slow phones, link previews and crawlers)', () => {
  it.each(pages)(
    '$path is served with its content, title, description and Open Graph tags',
    async ({ path, title }) => {
      const response = await fetch(`${siteOrigin}${path}`, { redirect: 'manual' });
      expect(response.status, 'served directly, not redirected').toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title data-default-head>${title.replace(/&/g, '&amp;')} | `);
      expect(html).toMatch(
        new RegExp(`property="og:url" content="[^"]*${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`),
      );
      expect(html.match(/<title/g), 'one title').toHaveLength(1);
      expect(html).toContain(`<div id="root" data-prerendered-path="${path}"`);
      expect(html, 'the page itself is in the HTML').toMatch(/<main[^>]*>[\s\S]*<h1[^>]*>[^<]/);
    },
  );
});

describe('web fonts', () => {
  it('are not preloaded (a font preload blocks the first paint), fetched once each, and all in use once loaded', async () => {
    const { page, problems, close } = await openWatchedPage(browser());
    try {
      await visit(page, '/home/');
      expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
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
      expect(fetched, 'each face once').toHaveLength(new Set(fetched).size);
      expect(fetched).toHaveLength(3);
      // Until they arrive, text paints in local faces scaled to their metrics (styles/fonts.css);
      // this machine has the local fonts they name, so those load too.
      expect(loadedFaces.sort()).toEqual([
        'Fraunces',
        'Fraunces fallback',
        'Source Sans 3',
        'Source Sans 3',
        'Source Sans 3 fallback',
      ]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('are not fetched for a reader who asks to save data: the text is in the local faces scaled to them', async () => {
    const { page, problems, close } = await openWatchedPage(browser());
    // The browser's data saver (Chromium: navigator.connection.saveData), which automation cannot switch on.
    await page.addInitScript(() => {
      const { connection } = navigator as Navigator & { connection: object };
      Object.defineProperty(connection, 'saveData', { value: true });
    });
    try {
      await visit(page, '/home/');
      await page.evaluate(() => document.fonts.ready);
      const { fetched, loadedFaces, heading } = await page.evaluate(() => ({
        fetched: performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2')).length,
        loadedFaces: [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family.replace(/["']/g, '')),
        heading: getComputedStyle(document.querySelector('h1') ?? document.body).fontFamily,
      }));
      expect(fetched).toBe(0);
      expect(loadedFaces.sort()).toEqual(['Fraunces fallback', 'Source Sans 3 fallback']);
      expect(heading).toMatch(/^"Fraunces fallback"/);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
