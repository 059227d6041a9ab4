import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { signInPath } from '@/features/auth/redirects';
import { loadRouteTable, routesByAccess } from '#tools/e2e/site.ts';
import { useBrowser } from './support/browser.ts';
import { visit } from './support/page.ts';
import { pagesByVisitor, routeVisits, uncoveredRoutes, type RouteVisit } from './support/visits.ts';

/**
 * One frame for every page: at 375 and 1440 px, no text of `main` comes closer than 16 px to an
 * edge of the viewport, and nothing makes the page scroll sideways. Full-bleed images and bands
 * are allowed; text is what must keep its distance. Every route of the table is opened, routes
 * with parameters with a value of the demo data, members' pages signed in as the member they are
 * for (support/visits.ts).
 */
const table = await loadRouteTable();
const browser = useBrowser();

const EDGE = 16;
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 800 },
] as const;

const visits: RouteVisit[] = [
  ...routeVisits(table),
  // The community home's other states: its panel holds a member's status and next step.
  { path: '/voa/voices-of-africa', visitor: 'pending member' },
  { path: '/voa/voices-of-africa', visitor: 'active member' },
];

/** One page per visitor, reused from route to route (one browser, one sign-in each). */
const { pageFor, close } = pagesByVisitor(browser, { viewport: WIDTHS[0] });
afterAll(close);

interface FrameProblems {
  texts: string[];
  scrollWidth: number;
  innerWidth: number;
}

/** The text boxes of `main` closer than `edge` to a side of the viewport, and the page's widths. */
function frameProblems(page: Page): Promise<FrameProblems> {
  return page.evaluate((edge) => {
    const main = document.querySelector('main');
    const texts: string[] = [];
    if (main) {
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const parent = node.parentElement;
        if (!text || !parent) continue;
        // Text no one sees: hidden, or visually hidden for screen readers (a 1 px clipped box).
        const box = parent.getBoundingClientRect();
        if (parent.getClientRects().length === 0 || (box.width <= 1 && box.height <= 1)) continue;
        if (getComputedStyle(parent).visibility === 'hidden') continue;
        range.selectNodeContents(node);
        const rect = range.getBoundingClientRect();
        if (rect.width === 0) continue;
        if (rect.left < edge || rect.right > innerWidth - edge) {
          texts.push(`"${text.slice(0, 60)}" at ${Math.round(rect.left)}..${Math.round(rect.right)} px`);
        }
      }
    }
    return { texts, scrollWidth: document.documentElement.scrollWidth, innerWidth };
  }, EDGE);
}

/** Until the lists and lazy parts have arrived: network quiet, no "Loading…", fonts in. */
async function settle(page: Page): Promise<void> {
  await expect.poll(() => page.getByText(/^(Loading|Checking)/).count(), { message: 'still loading' }).toBe(0);
  await page.evaluate(() => document.fonts.ready.then(() => true));
}

/**
 * What a signed-out visitor gets at a members' page: sent to sign in (the account, the admin area,
 * onboarding), offered to sign in in place of their own card (the directories' member views), or
 * told who the page is for (writing a post). Never the page itself.
 */
async function membersGate(page: Page, path: string): Promise<string> {
  const signIn = signInPath(path);
  const { pathname, search } = new URL(page.url());
  if (pathname + search === signIn) return 'sent to sign in';
  const main = page.locator('main');
  if ((await main.locator(`a[href="${signIn}"]`).count()) > 0) return 'offered to sign in';
  if (/\bonly\b[^.]*\bmembers\b/i.test(await main.innerText())) return 'told the page is for members';
  return `shown ${pathname + search} as it is`;
}

describe('the members’ pages, signed out', () => {
  it.each(routesByAccess(table, 'member', 'admin').map((route) => route.path))(
    '%s sends a signed-out visitor to sign in, or shows them the members’ gate',
    async (path) => {
      const { page } = await pageFor('visitor');
      await visit(page, path);
      // The shell may send the visitor on a moment after the page is quiet.
      await expect
        .poll(() => membersGate(page, path))
        .toMatch(/^(sent to sign in|offered to sign in|told the page is for members)$/);
    },
  );
});

describe('one frame for every page: text keeps 16 px from the edges, nothing scrolls sideways', () => {
  it('knows a value of the demo data for every route with parameters', () => {
    expect(uncoveredRoutes(table)).toEqual([]);
  });

  it.each(visits)('$path ($visitor) at 1440 and 375 px', async ({ path, visitor }) => {
    const { page } = await pageFor(visitor);
    await page.setViewportSize(WIDTHS[0]);
    await visit(page, path);
    expect(new URL(page.url()).pathname, 'the page redirected away').toBe(path);
    await settle(page);
    const found: Record<number, FrameProblems> = {};
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      found[size.width] = await frameProblems(page);
    }
    expect(
      WIDTHS.map(({ width }) => ({
        width,
        textsNearTheEdge: found[width]?.texts,
        overflowsBy: Math.max(0, (found[width]?.scrollWidth ?? 0) - (found[width]?.innerWidth ?? 0)),
      })),
      `${path}: text closer than ${EDGE} px to an edge, or a page wider than the viewport`,
    ).toEqual(WIDTHS.map(({ width }) => ({ width, textsNearTheEdge: [], overflowsBy: 0 })));
  });
});
