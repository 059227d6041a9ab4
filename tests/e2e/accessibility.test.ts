import { describe, expect, it } from 'vitest';
import { loadRouteTable, publicPages } from '../../tools/e2e/site.ts';
import { describeViolations, wcagViolations } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { createAdmin, createMember, openSignedIn, type MemberStatus } from './support/members.ts';
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
  {
    name: 'signed in, active member',
    member: 'active',
    // Every community page as a member sees it (panels, "Write a post", "Propose a book", "Edit my card").
    paths: [
      ...pages.map((p) => p.path).filter((path) => path.startsWith('/voa/') && path !== '/voa/_auth_'),
      '/voa/blog/write',
      '/voa/profiles/voice',
      '/voa/profiles/auntie',
    ],
  },
];

/** The admin area's sections (?section=<id>), each with its "New" form where it has one. */
const adminSections = ['applications', 'members', 'posts', 'library', 'banned-books', 'albums', 'advisory'];

describe.each(states)('WCAG 2.2 A and AA (axe-core), $name', ({ member, paths }) => {
  // Each page loads once at 1440 px and is then narrowed to 375 px: the layout is responsive CSS, and
  // one load per page instead of two keeps the suite within its time budget.
  it.each(paths)('%s has no violations at 1440 and 375 px', async (path) => {
    const { page, close } = await openWatchedPage(browser(), { viewport: viewports.desktop });
    try {
      if (member === undefined) await visit(page, path);
      else {
        // Signed in for real: the page that offers "Sign out" first, then the page under test.
        const home = member === 'active' ? '/voa/voices-of-africa' : '/voa/onboard';
        await openSignedIn(page, await createMember(member), home);
        await page.getByRole('button', { name: 'Sign out' }).waitFor();
        if (path !== home) await visit(page, path);
        expect(new URL(page.url()).pathname).toBe(path);
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

describe('WCAG 2.2 A and AA (axe-core), signed in, admin', () => {
  it.each(adminSections)('/voa/admin?section=%s has no violations, nor has its "New" form', async (section) => {
    const { page, close } = await openWatchedPage(browser(), { viewport: viewports.desktop });
    try {
      await openSignedIn(page, await createAdmin(), `/voa/admin?section=${section}`);
      await page.getByRole('navigation', { name: 'Admin sections' }).waitFor();
      await expect.poll(() => page.getByText(/^Loading|^Checking/).count(), { message: 'still loading' }).toBe(0);
      const list = describeViolations(await wcagViolations(page));
      const newButton = page.getByRole('button', { name: /^New/ });
      let form: string[] = [];
      if ((await newButton.count()) > 0) {
        await newButton.first().click();
        await page.locator('form').first().waitFor();
        form = describeViolations(await wcagViolations(page));
      }
      expect({ list, form }).toEqual({ list: [], form: [] });
    } finally {
      await close();
    }
  });
});
