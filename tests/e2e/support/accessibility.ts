import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { describeViolations, wcagViolations } from './axe.ts';
import { createMember, openSignedIn, type MemberStatus } from './members.ts';
import { openWatchedPage, viewports, visit } from './page.ts';

/**
 * Opens `path` at 1440 px, signed out or as a member of the given status, and returns axe's WCAG
 * 2.2 A/AA violations there and after narrowing the same page to 375 px. The page loads once: the
 * layout is responsive CSS, and one load per page instead of two keeps the suite within its time.
 */
export async function violationsAtBothWidths(
  browser: Browser,
  path: string,
  member?: MemberStatus,
): Promise<{ desktop: string[]; mobile: string[] }> {
  const { page, close } = await openWatchedPage(browser, { viewport: viewports.desktop });
  try {
    if (member === undefined) {
      await visit(page, path);
      // Lists fill after the first paint: audit what a visitor reads, not the loading state.
      await expect.poll(() => page.getByText(/^Loading/).count(), { message: 'still loading' }).toBe(0);
    } else {
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
    return { desktop, mobile };
  } finally {
    await close();
  }
}
