import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { siteOrigin } from '#tools/e2e/site.ts';
import { useBrowser } from './support/browser.ts';
import { createAdmin, openSignedIn } from './support/members.ts';
import { openWatchedPage } from './support/page.ts';

/**
 * The company's own pages written from the admin area (issue 27): an admin adds a press item, and
 * /insights/press/ arrives with it, rendered by the communityPage function, its head tags its own.
 */
const browser = useBrowser();

describe('company content from the admin area', () => {
  it('an admin adds a press item; /insights/press/ shows it in its HTML, with the page’s own preview tags', async () => {
    const title = `Editors of the diaspora ${randomUUID().slice(0, 6)}`;
    const admin = await openWatchedPage(browser());
    try {
      await openSignedIn(admin.page, await createAdmin(), '/voa/admin?section=insights');
      await admin.page.getByRole('button', { name: 'New', exact: true }).click();
      await admin.page.getByLabel('Page', { exact: true }).selectOption('press');
      await admin.page.getByLabel('Title', { exact: true }).fill(title);
      await admin.page.getByLabel('Date', { exact: true }).fill('2026-11-20');
      await admin.page.getByLabel(/^Byline/).fill('The Community Weekly');
      await admin.page
        .getByLabel('Summary', { exact: true })
        .fill('A profile of the studio and its Saturday workshops.');
      await admin.page.getByLabel('Text', { exact: true }).fill('Twenty writers, one long table.\n\nThen the reading.');
      await admin.page.getByLabel(/^Topics/).fill('Profile, Workshops');
      await admin.page.getByLabel(/^Published/).check();
      await admin.page.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => admin.page.getByRole('heading', { name: title, exact: true }).count()).toBe(1);
      expect(admin.problems).toEqual([]);
    } finally {
      await admin.close();
    }

    const response = await fetch(`${siteOrigin}/insights/press/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    const html = await response.text();
    // The item, in full, newest first: above the seeded press items of earlier years.
    expect(html).toContain(title);
    expect(html).toContain('Then the reading.');
    expect(html.indexOf(title)).toBeLessThan(html.indexOf('Local editors build a home for diaspora writers'));
    // The page's head, as its route names it, for link previews.
    expect(html).toMatch(/<title[^>]*>Press \| [^<]+<\/title>/);
    expect(html).toMatch(/property="og:url" content="[^"]*\/insights\/press\/"/);
    expect(html).toMatch(/property="og:image" content="[^"]+"/);
  });

  it('with JavaScript disabled, each insights page shows its seeded items', async () => {
    const { page, close } = await openWatchedPage(browser(), { javaScriptEnabled: false });
    try {
      await page.goto('/insights/news');
      expect(await page.getByRole('heading', { name: 'Spring workshop season opens' }).count()).toBe(1);
      await page.goto('/insights');
      expect(await page.locator('main').innerText()).toContain('Latest: Spring workshop season opens');
    } finally {
      await close();
    }
  });
});
