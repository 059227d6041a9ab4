import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { waitForDoc } from './support/firestore.ts';
import { createAdmin, createMember, openSignedIn } from './support/members.ts';
import { openWatchedPage } from './support/page.ts';

/**
 * The admin's member list on a phone (issue 51): a search by name or e-mail that follows the typing,
 * and a list that fits the screen, each account a card, with nothing to scroll sideways.
 */
const browser = useBrowser();

/** How far the page, and the list's own box, reach past their width (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('table')?.parentElement;
    // How far each scrolls sideways (0: not at all; a page shorter than the window keeps its
    // scrollbar's gutter, which makes scrollWidth the smaller).
    return {
      page: Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
      list: box ? Math.max(0, box.scrollWidth - box.clientWidth) : -1,
    };
  });

describe('the admin’s member list on a phone', () => {
  it('finds an account by a word of its name or address as the admin types, and fits 320 and 390 px with nothing scrolling sideways', async () => {
    // A word no other account holds: other journeys make members at the same time.
    const word = `zq${randomUUID().replace(/-/g, '').slice(0, 8)}`;
    const member = await createMember('active', { label: `${word}.reader`, displayName: `Zanele ${word}` });
    // The indexing trigger's search keys: the name's and the address's words, and their beginnings.
    await waitForDoc(`users/${member.uid}`, (profile) =>
      ['zanele', word, 'reader', 'example'].every((key) =>
        (profile.searchWords as string[] | undefined)?.includes(key),
      ),
    );
    const admin = await createAdmin();

    for (const width of [320, 390]) {
      const { page, problems, close } = await openWatchedPage(browser(), { viewport: { width, height: 844 } });
      try {
        await openSignedIn(page, admin, '/voa/admin?section=members');
        const table = page.getByRole('table', { name: 'Accounts' });
        await table.waitFor();
        expect(await sidewaysOverflow(page), `the whole list at ${width} px`).toEqual({ page: 0, list: 0 });

        // The beginning of a word of the name, then of the address: no button pressed.
        const search = page.getByRole('searchbox', { name: 'Search by name or e-mail' });
        await search.fill(word.slice(0, 6));
        await expect.poll(() => table.getByRole('rowheader').allInnerTexts()).toEqual([`Zanele ${word}`]);
        expect(new URL(page.url()).searchParams.get('q')).toBe(word.slice(0, 6));
        await search.fill(`${word}.read`);
        // The new search has run (the address holds it) before its answer is read.
        await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(`${word}.read`);
        await expect.poll(() => table.getByRole('row').filter({ hasText: member.email }).count()).toBe(1);
        // The list answers the new query in place: its one row, once the previous answer has gone.
        await expect.poll(() => table.getByRole('rowheader').allInnerTexts()).toEqual([`Zanele ${word}`]);

        // Its card, with the actions open, still fits.
        await table.getByText('Manage').click();
        await table.getByRole('button', { name: 'Suspend' }).click();
        await table.getByLabel('Reason for the suspension').waitFor();
        expect(await sidewaysOverflow(page), `an account's actions at ${width} px`).toEqual({ page: 0, list: 0 });
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    }
  });
});
