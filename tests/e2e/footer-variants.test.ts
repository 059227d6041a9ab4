import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { footerVariantFor } from '#web/src/components/layout/footer-variants.ts';
import { loadRouteTable, publicPages } from '#tools/e2e/site.ts';
import { useBrowser } from './support/browser.ts';
import { openWatchedPage, visit } from './support/page.ts';

// Every public route's variant is checked in public-routes.test.ts (it opens them all anyway);
// here: one route per variant the table uses, that the variants look different, and that a
// client-side navigation changes the footer with the route.
const pages = publicPages(await loadRouteTable());
const onePerVariant = [...new Map(pages.map((page) => [footerVariantFor(page.path), page.path])).entries()];
const browser = useBrowser();

/** The footer's variant attribute (Footer.tsx) and its rendered background. */
const footer = (page: Page) =>
  page.locator('footer[data-variant]').evaluate((element) => ({
    variant: element.dataset.variant,
    background: getComputedStyle(element).backgroundColor,
  }));

describe('footer variants by route (web/src/components/layout/footer-variants.ts)', () => {
  it('the route table uses several variants', () => {
    expect(onePerVariant.length).toBeGreaterThanOrEqual(5);
  });

  it('each variant used renders as mapped, and no two look the same', async () => {
    const { page, close } = await openWatchedPage(browser());
    const backgrounds = new Map<string, string>();
    try {
      for (const [variant, path] of onePerVariant) {
        await visit(page, path);
        const rendered = await footer(page);
        expect(rendered.variant, path).toBe(variant);
        backgrounds.set(variant, rendered.background);
      }
      await visit(page, '/no-such-page');
      expect((await footer(page)).variant, 'the 404 page').toBe(footerVariantFor('/no-such-page'));
    } finally {
      await close();
    }
    expect(new Set(backgrounds.values()).size, JSON.stringify(Object.fromEntries(backgrounds))).toBe(backgrounds.size);
  });

  it('follows a client-side navigation', async () => {
    const { page, close } = await openWatchedPage(browser());
    try {
      await visit(page, '/home/');
      expect((await footer(page)).variant).toBe(footerVariantFor('/home/'));
      await page.locator('footer[data-variant]').getByRole('link', { name: 'Contact Us' }).click();
      await page.waitForURL('**/contact');
      await expect.poll(async () => (await footer(page)).variant).toBe(footerVariantFor('/contact'));
      expect(footerVariantFor('/contact')).not.toBe(footerVariantFor('/home/'));
    } finally {
      await close();
    }
  });
});
