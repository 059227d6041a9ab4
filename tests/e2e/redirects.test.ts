import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { createMember, openSignedIn, type MemberStatus } from './support/members.ts';
import { openWatchedPage, visit } from './support/page.ts';

const browser = useBrowser();

/** The heading each destination shows, so a test waits for the page rather than for the URL alone. */
const headings = {
  '/voa/_auth_': 'Sign in to Voices of Africa',
  '/voa/onboard': 'Join Voices of Africa',
  '/voa/voices-of-africa': 'Voices of Africa',
} as const;
type Destination = keyof typeof headings;

/** Spec section 4, "Redirects, applied once loading has ended", one row per case; null = signed out. */
const table: { page: string; status: MemberStatus | null; lands: Destination }[] = [
  { page: '/voa/_auth_', status: '', lands: '/voa/onboard' },
  { page: '/voa/_auth_', status: 'pending', lands: '/voa/onboard' },
  { page: '/voa/_auth_', status: 'active', lands: '/voa/voices-of-africa' },
  { page: '/voa/onboard', status: null, lands: '/voa/_auth_' },
  { page: '/voa/onboard', status: 'active', lands: '/voa/voices-of-africa' },
  // The cases where the page stays: nobody is sent away from sign-in or from an open application.
  { page: '/voa/_auth_', status: null, lands: '/voa/_auth_' },
  { page: '/voa/onboard', status: '', lands: '/voa/onboard' },
  { page: '/voa/onboard', status: 'pending', lands: '/voa/onboard' },
];

describe('redirects of the sign-in and onboarding pages (spec section 4)', () => {
  it.each(table)('$page, status $status → $lands', async ({ page: path, status, lands }) => {
    const { page, close } = await openWatchedPage(browser());
    try {
      const entries = await page.evaluate(() => history.length); // the new tab's about:blank
      if (status === null) await visit(page, path);
      else await openSignedIn(page, await createMember(status), path); // a static file of the site, then the page

      await page.getByRole('heading', { level: 1, name: headings[lands], exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe(lands);
      // A redirect replaces the history entry: Back does not return to the page that sent the member on.
      expect(await page.evaluate(() => history.length)).toBe(entries + (status === null ? 1 : 2));
    } finally {
      await close();
    }
  });
});
