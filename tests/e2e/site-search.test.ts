import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser.ts';
import { openWatchedPage, reloadAtOnce, visit } from './support/page.ts';

/**
 * One search, signed out: /search across the seeded community (tools/seed/content.ts), where "grandmother" is in the
 * bodies of two published posts and in no title, no library entry, banned book, news item or member's name; a member
 * found by name as one types; the query kept through a post and Back, and through a reload. Then the lists' own
 * searches, as one types, the query in the address.
 */
const browser = useBrowser();
const [MARKET_WOMEN, MOTHER_TONGUE] = ['The market women of Onitsha', 'Writing in the language of your mother'];
const GRANDMOTHER_POSTS = [MARKET_WOMEN, MOTHER_TONGUE];

/** The links of a kind's section of /search: the region its heading names ("Posts (2)"). */
async function resultsOf(page: Page, kind: string): Promise<string[]> {
  const region = page.getByRole('region', { name: new RegExp(`^${kind} \\(`) });
  return region.getByRole('link').allTextContents();
}

describe('one search across the community', () => {
  it('finds the two posts whose body says “grandmother” and nothing else, keeps the query through a post, Back and a reload', async () => {
    const { page, problems, close } = await openWatchedPage(browser());
    try {
      await visit(page, '/search?q=grandmother');
      await page.getByRole('status').filter({ hasText: 'results for “grandmother”' }).waitFor();
      expect(await page.getByRole('status').filter({ hasText: 'for “grandmother”' }).textContent()).toBe(
        '2 results for “grandmother”.',
      );
      expect((await resultsOf(page, 'Posts')).sort()).toEqual(GRANDMOTHER_POSTS);
      for (const kind of ['Library', 'Banned books', 'News', 'Members'])
        expect(await resultsOf(page, kind)).toEqual([]);

      await page.getByRole('link', { name: MARKET_WOMEN }).click();
      await page.getByRole('heading', { level: 1, name: MARKET_WOMEN }).waitFor();
      await page.goBack();
      await page.getByRole('link', { name: MARKET_WOMEN }).waitFor();
      expect(new URL(page.url()).search).toBe('?q=grandmother');
      expect(await page.getByRole('searchbox', { name: 'Search the community' }).inputValue()).toBe('grandmother');

      await reloadAtOnce(page);
      await page.getByRole('link', { name: MOTHER_TONGUE }).waitFor();
      expect(new URL(page.url()).search).toBe('?q=grandmother');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('finds a member by a name typed into the box, the query in the address as one types, and opens their page', async () => {
    const { page, problems, close } = await openWatchedPage(browser());
    try {
      await visit(page, '/search');
      await page.getByRole('searchbox', { name: 'Search the community' }).pressSequentially('lindiwe dub');
      await page.getByRole('link', { name: 'Lindiwe Dube' }).waitFor();
      expect(new URL(page.url()).search).toBe('?q=lindiwe+dub');
      expect(await resultsOf(page, 'Members')).toEqual(['Lindiwe Dube']);
      // One history entry for the search however it was typed: Back returns to the page before it.
      await page.goBack();
      await page.waitForURL((url) => url.search === '');
      expect(await page.getByRole('searchbox', { name: 'Search the community' }).inputValue()).toBe('');
      await page.goForward();
      await page.getByRole('link', { name: 'Lindiwe Dube' }).click();
      await page.getByRole('heading', { level: 1, name: 'Lindiwe Dube' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/voa/members/lindiwe-dube');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the lists’ own searches, as one types', () => {
  it('the blog, the library, banned books and a directory each search as one types and keep the query in the address', async () => {
    const { page, problems, close } = await openWatchedPage(browser());
    try {
      const cases = [
        { path: '/voa/blog/posts', box: 'Search the posts', typed: 'grandmoth', finds: MOTHER_TONGUE },
        {
          path: '/voa/library',
          box: 'Search by title, author or description',
          typed: 'achebe',
          finds: 'Things Fall Apart',
        },
        {
          path: '/voa/library/bannedbooks',
          box: 'Search by title or author',
          typed: 'gordim',
          finds: 'Burger’s Daughter',
        },
        { path: '/voa/voices', box: 'Search by name', typed: 'samuel', finds: 'Samuel Tesfaye' },
      ];
      for (const { path, box, typed, finds } of cases) {
        await visit(page, path);
        await page.getByRole('searchbox', { name: box }).pressSequentially(typed);
        await page.waitForURL((url) => url.searchParams.get('q') === typed);
        await page.getByRole('main').getByRole('heading', { name: finds }).first().waitFor();
      }
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
