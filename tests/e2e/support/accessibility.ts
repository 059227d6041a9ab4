import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { COLOUR_RULES, describeViolations, wcagViolations } from './axe.ts';
import type { TestUser } from './auth.ts';
import { createMember, openSignedIn, type MemberStatus } from './members.ts';
import { openWatchedPage, untilLoaded, viewports, visit } from './page.ts';

/** The schemes every audit covers: the site follows the device's (styles/tokens.css). */
export const colorSchemes = ['light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

/**
 * Makes the page match `prefers-color-scheme: <scheme>`, then waits until the colour transitions
 * this started (buttons, links) have ended, so that axe measures the final colours.
 */
export async function showInScheme(page: Page, scheme: ColorScheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/**
 * The rules a scheme's audit runs: every WCAG 2.2 A/AA rule in the light scheme; in the dark one,
 * which changes colours only, those that judge colours (about a quarter of a full audit's time).
 */
const rulesIn = (scheme: ColorScheme) => (scheme === 'light' ? undefined : COLOUR_RULES);

/** axe's WCAG 2.2 A/AA violations of the page as it is, in each scheme (it is left in the last). */
export async function violationsInBothSchemes(page: Page): Promise<Record<ColorScheme, string[]>> {
  const found = { light: [] as string[], dark: [] as string[] };
  for (const scheme of colorSchemes) {
    await showInScheme(page, scheme);
    found[scheme] = describeViolations(await wcagViolations(page, rulesIn(scheme)));
  }
  return found;
}

/** What an audit of violationsAtBothWidths should find. */
export const NO_VIOLATIONS = { desktop: { light: [], dark: [] }, mobile: { light: [], dark: [] } };

/** A member to audit pages as: their status, and the account (made once, on the first call). */
export interface AuditMember {
  status: MemberStatus;
  account: () => Promise<TestUser>;
}

/**
 * A member of that status (their address verified unless `verified` is false) for every audit of
 * a file: the audits only look, and each sign-up took about 2.5 s of a test's 7.
 */
export function auditMember(status: MemberStatus, { verified = true }: { verified?: boolean } = {}): AuditMember {
  let account: Promise<TestUser> | undefined;
  return { status, account: () => (account ??= createMember(status, { verified })) };
}

/**
 * Opens `path` at 1440 px, signed out or as the member, and returns axe's WCAG
 * 2.2 A/AA violations there and after narrowing the same page to 375 px, in the light scheme, then
 * with the colour rules in the dark one: the page is loaded anew in that scheme (the member stays signed in), so
 * each scheme is audited as a visitor's first paint shows it. Switching the scheme on the loaded
 * page instead made the sign-in page's audit stall until the test's timeout, in runs of this file.
 */
export async function violationsAtBothWidths(
  browser: Browser,
  path: string,
  member?: AuditMember,
): Promise<{ desktop: Record<ColorScheme, string[]>; mobile: Record<ColorScheme, string[]> }> {
  const { page, close } = await openWatchedPage(browser, { viewport: viewports.desktop });
  const found = {
    desktop: { light: [] as string[], dark: [] as string[] },
    mobile: { light: [] as string[], dark: [] as string[] },
  };
  try {
    for (const scheme of colorSchemes) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(viewports.desktop);
      if (member === undefined || scheme !== colorSchemes[0]) {
        await visit(page, path);
      } else {
        // Signed in for real: the page that offers "Sign out" first, then the page under test.
        const home = member.status === 'active' ? '/voa/voices-of-africa' : '/voa/onboard';
        await openSignedIn(page, await member.account(), home);
        await page.getByRole('button', { name: 'Sign out' }).waitFor();
        if (path !== home) await visit(page, path);
      }
      if (member !== undefined) expect(new URL(page.url()).pathname).toBe(path);
      // Lists fill after the first paint: audit what a visitor reads, not the loading state.
      await untilLoaded(page);
      found.desktop[scheme] = describeViolations(await wcagViolations(page, rulesIn(scheme)));
      await page.setViewportSize(viewports.mobile);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => innerWidth)).toBe(viewports.mobile.width);
      found.mobile[scheme] = describeViolations(await wcagViolations(page, rulesIn(scheme)));
    }
    return found;
  } finally {
    await close();
  }
}
