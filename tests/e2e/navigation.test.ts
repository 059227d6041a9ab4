import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSuiteConfig } from '#tools/emulators/config.ts';
import { loadSiteConfig } from '#tools/e2e/site.ts';
import { useBrowser } from './support/browser.ts';
import { openWatchedPage, viewports, visit } from './support/page.ts';

// The main company domain (web/.env VITE_SITE_MAIN_HOSTS) and a community host, both mapped to 127.0.0.1.
const [mainHost] = (await loadSiteConfig()).mainHosts;
if (!mainHost) throw new Error('VITE_SITE_MAIN_HOSTS names no host: the host-variant tests need one');
const communityHost = 'voices.example.test';
const { port } = loadSuiteConfig().hosting;
const browser = useBrowser({ hostAliases: [mainHost, communityHost], aliasPort: port });

/** The site header (Header.tsx); data-sticky says whether it sticks. */
const header = (page: Page) => page.locator('header[data-sticky]');

/** Scrolls the window to `y` and waits for the scroll event to have been handled. */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), { once: true });
        window.scrollTo({ top, behavior: 'instant' });
      }),
    y,
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
}

describe('header: sticky after 350 px of scrolling (spec section 9)', () => {
  it('stays in the flow up to 349 px, then sticks to the top from 350 px, and lets go when back above', async () => {
    const { page, problems, close } = await openWatchedPage(browser());
    try {
      await visit(page, '/home/');
      expect(await header(page).getAttribute('data-sticky')).toBe('false');

      await scrollTo(page, 349);
      expect(await header(page).getAttribute('data-sticky')).toBe('false');
      expect(await header(page).evaluate((element) => getComputedStyle(element).position)).toBe('relative');
      // Scrolled away with the page: its top is 349 px above the viewport.
      expect(await header(page).evaluate((element) => element.getBoundingClientRect().top)).toBe(-349);

      await scrollTo(page, 350);
      expect(await header(page).getAttribute('data-sticky')).toBe('true');
      expect(await header(page).evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
      await scrollTo(page, 900);
      // At the top of the viewport once its slide-in animation has ended.
      await expect
        .poll(() => header(page).evaluate((element) => Math.round(element.getBoundingClientRect().top)))
        .toBe(0);

      await scrollTo(page, 100);
      expect(await header(page).getAttribute('data-sticky')).toBe('false');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('mobile menu at 375 px', () => {
  it('opens at once and shows its items 100 ms later (not at the click, and by 300 ms)', async () => {
    const { page, close } = await openWatchedPage(browser(), { viewport: viewports.mobile });
    try {
      await visit(page, '/home/');
      // Timed inside the page: when the panel and when its items enter the DOM after the click.
      const timing = await page.evaluate(
        () =>
          new Promise<{ panel: number | null; items: number | null }>((resolve) => {
            const toggle = document.querySelector<HTMLButtonElement>('button[aria-controls="mobile-menu"]');
            if (!toggle) throw new Error('no menu toggle');
            const found = { panel: null as number | null, items: null as number | null };
            const start = performance.now();
            const observer = new MutationObserver(() => {
              const panel = document.getElementById('mobile-menu');
              if (panel && found.panel === null) found.panel = performance.now() - start;
              if (panel?.querySelector('nav ul')) {
                found.items = performance.now() - start;
                observer.disconnect();
                resolve(found);
              }
            });
            observer.observe(document.body, { childList: true, subtree: true });
            setTimeout(() => {
              observer.disconnect();
              resolve(found);
            }, 2_000);
            toggle.click();
          }),
      );

      expect(timing.panel, 'the panel opens at once').toBeLessThan(100);
      expect(timing.items, 'items appear 100 ms after opening').toBeGreaterThanOrEqual(100);
      expect(timing.items, 'and are there by 300 ms').toBeLessThan(300);
      const menu = page.getByRole('dialog', { name: 'Main menu' });
      expect(await menu.getByRole('link', { name: 'Our Team', exact: true }).isVisible()).toBe(true);
    } finally {
      await close();
    }
  });

  it('locks page scrolling while open and restores it on close', async () => {
    const { page, close } = await openWatchedPage(browser(), { viewport: viewports.mobile });
    try {
      await visit(page, '/home/');
      const rootOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
      const before = await rootOverflow();

      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Main menu' }).waitFor();
      expect(await rootOverflow()).toBe('hidden');
      await page.mouse.move(20, 700);
      // Scrolling happens in the frames after the wheel event: wait for two of them, not a fixed time.
      const wheelHandled = page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
              once: true,
              capture: true,
            }),
          ),
      );
      await page.mouse.wheel(0, 600);
      await wheelHandled;
      expect(await page.evaluate(() => window.scrollY), 'the page behind does not scroll').toBe(0);

      await page.getByRole('button', { name: 'Close menu' }).click();
      expect(await page.getByRole('dialog', { name: 'Main menu' }).count()).toBe(0);
      expect(await rootOverflow()).toBe(before);
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });
});

/** The desktop bar's top-level labels, and the items of the Voices Of Africa drop-down. */
async function desktopMenu(page: Page): Promise<{ top: string[]; voices: string[] }> {
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  const top = (await nav.locator(':scope > ul > li').allInnerTexts()).map((text) => text.trim());
  await nav.getByRole('button', { name: 'Voices Of Africa submenu' }).click();
  const voices = await nav.locator('li[data-open="true"] ul a').allInnerTexts();
  return { top, voices };
}

/** Every label in the open mobile menu (links and group headings). */
async function mobileMenu(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.locator('ul').first().waitFor();
  return (await menu.locator('a, span').allInnerTexts()).map((text) => text.trim());
}

describe('navigation by host name (spec section 2)', () => {
  it(`on the main company domain (${mainHost}) Voices Of Africa adds only the advisory board`, async () => {
    const { page, problems, close } = await openWatchedPage(browser(), { baseURL: `http://${mainHost}:${port}` });
    try {
      await visit(page, '/home/');
      const { top, voices } = await desktopMenu(page);
      expect(top).toEqual(['About', 'Services', 'Our Team', 'Voices Of Africa', 'Insights & Ideas', 'Contact']);
      expect(voices).toEqual(['VOA Blog', 'Advisory Board']);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it(`on another host (${communityHost}) Voices Of Africa adds Library, Advisory Board, Photos, Banned Books, Search`, async () => {
    const { page, close } = await openWatchedPage(browser(), { baseURL: `http://${communityHost}:${port}` });
    try {
      await visit(page, '/home/');
      const { top, voices } = await desktopMenu(page);
      expect(top).toEqual([
        'About',
        'Services',
        'Our Team',
        'Voices Of Africa',
        'VOA Practices',
        'VOA Profiles',
        'Admin',
        'Insights & Ideas',
        'Contact',
      ]);
      expect(voices).toEqual(['VOA Blog', 'Library', 'Advisory Board', 'Photos', 'Banned Books', 'Search']);
    } finally {
      await close();
    }
  });

  it('the mobile menu hides the community extras on the main domain only', async () => {
    const extras = [
      'Library',
      'Photos',
      'Banned Books',
      'Search',
      'VOA Practices',
      'VOA Profiles',
      'Admin',
      'Voice',
      'Auntie',
      'Peer',
    ];
    const main = await openWatchedPage(browser(), {
      baseURL: `http://${mainHost}:${port}`,
      viewport: viewports.mobile,
    });
    const community = await openWatchedPage(browser(), {
      baseURL: `http://${communityHost}:${port}`,
      viewport: viewports.mobile,
    });
    try {
      await visit(main.page, '/home/');
      const onMain = await mobileMenu(main.page);
      expect(onMain).toContain('Advisory Board');
      expect(onMain.filter((label) => extras.includes(label))).toEqual([]);

      await visit(community.page, '/home/');
      const onCommunity = await mobileMenu(community.page);
      expect(onCommunity).toEqual(expect.arrayContaining([...extras, 'Advisory Board']));
    } finally {
      await main.close();
      await community.close();
    }
  });
});
