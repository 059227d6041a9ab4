import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { signInThroughForm } from './support/forms.ts';
import { createAdmin, createMember, openSignedIn } from './support/members.ts';
import { openWatchedPage, visit } from './support/page.ts';

const browser = useBrowser();

/** The site header (Header.tsx). */
const header = (page: Page) => page.locator('header[data-sticky]');

/** Desktop widths from the bar's first (75rem) to a wide screen. */
const DESKTOP_WIDTHS = [1200, 1280, 1366, 1440, 1536, 1920];

/** The header's height, whether the page scrolls sideways, and whether the door is on screen. */
async function headerRow(page: Page, door: 'Sign in' | 'Account') {
  const banner = page.getByRole('banner');
  const doorShown = await (
    door === 'Sign in'
      ? banner.getByRole('link', { name: 'Sign in', exact: true })
      : banner.getByRole('button', { name: 'Account' })
  ).isVisible();
  const { height, rowHeight, sideways } = await header(page).evaluate((element) => {
    const inner = element.firstElementChild as HTMLElement;
    return {
      height: element.getBoundingClientRect().height,
      rowHeight: parseFloat(getComputedStyle(inner).minHeight),
      sideways: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
  return { doorShown, oneRow: height <= rowHeight + 1, sideways };
}

describe('header: the door on one line (issue 27)', () => {
  it('keeps logo, bar, socials and the door on one row at every desktop width, for a visitor and an admin', async () => {
    const admin = await createAdmin();
    const visitor = await openWatchedPage(browser());
    const signedIn = await openWatchedPage(browser());
    try {
      await visit(visitor.page, '/home/');
      await openSignedIn(signedIn.page, admin, '/home/');
      for (const width of DESKTOP_WIDTHS) {
        for (const [page, door] of [
          [visitor.page, 'Sign in'],
          [signedIn.page, 'Account'],
        ] as const) {
          await page.setViewportSize({ width, height: 900 });
          expect({ width, door, ...(await headerRow(page, door)) }).toEqual({
            width,
            door,
            doorShown: true,
            oneRow: true,
            sideways: false,
          });
        }
      }
      expect(visitor.problems).toEqual([]);
      expect(signedIn.problems).toEqual([]);
    } finally {
      await visitor.close();
      await signedIn.close();
    }
  });
});

describe('the header door: sign in from any page and come back to it (issue 27)', () => {
  it('takes a visitor from a community page to sign in and back, then signs them out from the account menu', async () => {
    const member = await createMember('active', { label: 'door' });
    const { page, problems, close } = await openWatchedPage(browser());
    try {
      await visit(page, '/voa/blog');
      const banner = page.getByRole('banner');
      await banner.getByRole('link', { name: 'Sign in', exact: true }).click();
      await page.waitForURL('**/voa/_auth_?next=%2Fvoa%2Fblog');
      await signInThroughForm(page, member.email, member.password);
      await page.waitForURL('**/voa/blog');

      await banner.getByRole('button', { name: 'Account' }).click();
      expect(await banner.getByRole('link', { name: 'Admin area' }).count(), 'not an admin').toBe(0);
      await banner.getByRole('button', { name: 'Sign out' }).click();
      await page.getByText('Successfully logged out').waitFor();
      await banner.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/voa/blog');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
