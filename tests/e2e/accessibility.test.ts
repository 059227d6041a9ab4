import { describe, expect, it } from 'vitest';
import { loadRouteTable, publicPages } from '../../tools/e2e/site.ts';
import { describeViolations, wcagViolations } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { createMember, openSignedIn, type MemberStatus } from './support/members.ts';
import { openWatchedPage, viewports, visit } from './support/page.ts';

const pages = publicPages(await loadRouteTable());
const browser = useBrowser();

/**
 * The states each page is checked in. A signed-in state names the member's status: each test makes
 * such a member (support/members.ts) and opens the page with their session. The sign-in page sends
 * signed-in members away (spec section 4), so the signed-in states check the member pages.
 */
const states: { name: string; member?: MemberStatus; paths: string[] }[] = [
  { name: 'signed out', paths: pages.map((p) => p.path) },
  { name: 'signed in, new member', member: '', paths: ['/voa/onboard', '/voa/voices-of-africa'] },
  { name: 'signed in, application under review', member: 'pending', paths: ['/voa/onboard'] },
  { name: 'signed in, active member', member: 'active', paths: ['/voa/voices-of-africa'] },
];

describe.each(states)('WCAG 2.2 A and AA (axe-core), $name', ({ member, paths }) => {
  // Each page loads once at 1440 px and is then narrowed to 375 px: the layout is responsive CSS, and
  // one load per page instead of two keeps the suite within its time budget.
  it.each(paths)('%s has no violations at 1440 and 375 px', async (path) => {
    const { page, close } = await openWatchedPage(browser(), { viewport: viewports.desktop });
    try {
      if (member === undefined) await visit(page, path);
      else {
        await openSignedIn(page, await createMember(member), path);
        // Signed in for real: the member's own page, not the sign-in page or a loading screen.
        expect(new URL(page.url()).pathname).toBe(path);
        await page.getByRole('button', { name: 'Sign out' }).waitFor();
        await expect.poll(() => page.getByText(/^Loading/).count(), { message: 'still loading' }).toBe(0);
      }
      const desktop = describeViolations(await wcagViolations(page));
      await page.setViewportSize(viewports.mobile);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => innerWidth)).toBe(viewports.mobile.width);
      const mobile = describeViolations(await wcagViolations(page));

      expect({ desktop, mobile }).toEqual({ desktop: [], mobile: [] });
    } finally {
      await close();
    }
  });
});
