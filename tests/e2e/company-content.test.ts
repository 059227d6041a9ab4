import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { siteOrigin } from '#tools/e2e/site.ts';
import { useBrowser } from './support/browser.ts';
import { createAdmin, openSignedIn } from './support/members.ts';
import { openWatchedPage } from './support/page.ts';

/**
 * The company's own pages written from the admin area (issue 27): an admin adds a press item, and
 * /insights/press/ arrives with it, rendered by the communityPage function, its head tags its own;
 * the same for a new editor on /home/team, until they are unpublished.
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

  it('an admin puts a new editor first on /home/team, in its HTML, and unpublishing takes them off', async () => {
    const name = `Zawadi Otieno ${randomUUID().slice(0, 6)}`;
    const teamHtml = async () => {
      const response = await fetch(`${siteOrigin}/home/team`);
      expect(response.status).toBe(200);
      return response.text();
    };
    const admin = await openWatchedPage(browser());
    try {
      await openSignedIn(admin.page, await createAdmin(), '/voa/admin?section=team');
      await admin.page.getByRole('button', { name: 'New', exact: true }).click();
      await admin.page.getByLabel('Name', { exact: true }).fill(name);
      await admin.page.getByLabel('Role', { exact: true }).fill('Editor of Swahili fiction');
      await admin.page.getByLabel('Biography', { exact: true }).fill('Zawadi edits novels in Swahili and English.');
      await admin.page.getByLabel(/^Languages/).fill('Swahili, Luo');
      await admin.page.getByLabel('Position on the page', { exact: true }).fill('0');
      await admin.page.getByLabel(/^Published/).check();
      await admin.page.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => admin.page.getByRole('heading', { name, exact: true }).count()).toBe(1);

      const html = await teamHtml();
      expect(html).toContain('Also works in: Swahili, Luo');
      // Position 0: before the founder, whom the seed puts first.
      expect(html.indexOf(name)).toBeGreaterThan(-1);
      expect(html.indexOf(name)).toBeLessThan(html.indexOf('Adaeze Okafor-Bennett'));
      expect(html).toMatch(/<title[^>]*>Our team \| [^<]+<\/title>/);

      await admin.page.getByRole('button', { name: `Edit “${name}”` }).click();
      await admin.page.getByLabel(/^Published/).uncheck();
      await admin.page.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => admin.page.getByText('0 · Editor of Swahili fiction · not published').count()).toBe(1);
      expect(admin.problems).toEqual([]);
    } finally {
      await admin.close();
    }
    const after = await teamHtml();
    expect(after).not.toContain(name);
    expect(after).toContain('Adaeze Okafor-Bennett');
  });

  it('with JavaScript disabled, each insights page and the team page show their seeded entries', async () => {
    const { page, close } = await openWatchedPage(browser(), { javaScriptEnabled: false });
    try {
      await page.goto('/insights/news');
      expect(await page.getByRole('heading', { name: 'A season of revision workshops opens' }).count()).toBe(1);
      await page.goto('/insights');
      expect(await page.locator('main').innerText()).toContain('Latest: Our voices on the poetry stage in Lagos');
      await page.goto('/home/team');
      expect(await page.getByRole('heading', { name: 'Yusuf Abdi' }).count()).toBe(1);
    } finally {
      await close();
    }
  });
});
