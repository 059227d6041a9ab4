import { setTimeout as delay } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { openWatchedPage, visit } from './support/page.ts';

const browser = useBrowser();

/** Records, in the page, whether the loading bar was ever in the document (it may come and go fast). */
async function watchForLoadingBar(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const flag = window as unknown as { loadingBarSeen: boolean };
    flag.loadingBarSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) flag.loadingBarSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { loadingBarSeen: boolean }).loadingBarSeen);
}

describe('a navigation on a slow connection (components/layout/PageLoading.module.css)', () => {
  it('keeps the current page, shows the loading bar after 200 ms, then the next page; no bar for a page already loaded', async () => {
    const { page, problems, close } = await openWatchedPage(browser());
    try {
      await visit(page, '/home/');
      const homeHeading = await page.locator('main h1').innerText();
      // From here on, every script arrives two seconds late, as on a slow phone connection. The
      // route stays to the end of the test (removing it mid-flight can strand requests).
      await page.route('**/assets/*.js', async (route) => {
        await delay(2_000);
        await route.continue().catch(() => undefined);
      });

      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      const bar = page.getByRole('progressbar', { name: 'Loading the page' });
      await bar.waitFor({ state: 'attached' });
      expect(await page.locator('main h1').innerText()).toBe(homeHeading);
      expect(await page.locator('main').getAttribute('aria-busy')).toBe('true');
      // Hidden for the first 200 ms, then shown across the top of the window.
      await expect.poll(() => bar.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
      const pageWidth = await page.evaluate(() => document.body.getBoundingClientRect().width);
      expect(await bar.boundingBox()).toMatchObject({ x: 0, y: 0, width: pageWidth });

      await expect.poll(() => page.locator('main h1').innerText()).not.toBe(homeHeading);
      expect(new URL(page.url()).pathname).toBe('/policies/privacy');
      expect(await bar.count()).toBe(0);
      expect(await page.locator('main').getAttribute('aria-busy')).toBeNull();

      // Back to a page whose code is in the browser already: it shows at once, and no bar.
      const barSeen = await watchForLoadingBar(page);
      await page.goBack();
      await expect.poll(() => page.locator('main h1').innerText()).toBe(homeHeading);
      expect(await barSeen()).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
