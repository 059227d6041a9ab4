import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRouteTable } from '#tools/e2e/site.ts';
import { useBrowser } from './support/browser.ts';
import { untilLoaded, visit } from './support/page.ts';
import {
  followAndReturn,
  notAtItsTop,
  notBackAt,
  overlappingControls,
  phoneContext,
  phones,
  scrollToBottom,
  scrollToY,
  scrollUntilInView,
  smallTapTargets,
  visibleControls,
} from './support/person.ts';
import { pagesByVisitor, routeVisits, uncoveredRoutes, type Visitor } from './support/visits.ts';

/**
 * Every page of the route table on a phone, as a person uses it (support/person.ts): from the
 * bottom of the page a footer link and a card link open the next page at its top, and Back returns
 * to the place; at 390 and 320 px no two controls overlap and every tap target is at least 44 px.
 * The open menu, at 320, 390 and 430 px and at 200 % text, for a visitor, a member and an admin.
 * A reload, and a link to a section drawn late, arrive where they should.
 */
const table = await loadRouteTable();
const browser = useBrowser();
const { pageFor, close } = pagesByVisitor(browser, phoneContext(phones.common));
afterAll(close);

/** The first link of the footer's navigation to another page than the one shown. */
async function footerLink(page: Page) {
  const links = page.locator('footer nav a[href^="/"]');
  const paths = await links.evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).pathname));
  const other = paths.findIndex((path) => path !== new URL(page.url()).pathname);
  return links.nth(other);
}

/** A card's title link: a heading's link inside an article or a list item of `main`. */
const CARD_LINK = 'main :is(article, li) :is(h2, h3, h4) a[href^="/"]';

/** Pages that list cards of the demo data: the card journey must have run on each. */
const LISTS_OF_CARDS = ['/voa/blog', '/voa/photos', '/voa/voices-of-africa'];
const pagesWithCards = new Set<string>();

/** Overlapping controls and small tap targets of the page as it is, at each width (the page is left at the first). */
async function layoutProblems(page: Page): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const size of [phones.narrow, phones.common]) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    found[`overlaps at ${size.width} px`] = await overlappingControls(page);
    found[`small tap targets at ${size.width} px`] = await smallTapTargets(page);
  }
  return found;
}

describe('every page on a phone', () => {
  it('knows a value of the demo data for every route with parameters', () => {
    expect(uncoveredRoutes(table)).toEqual([]);
  });

  it.each(routeVisits(table))(
    '$path ($visitor): from its bottom a footer and a card link open at the top and Back returns; no overlaps, 44 px targets at 320 and 390 px',
    async ({ path, visitor }) => {
      const { page } = await pageFor(visitor);
      await page.setViewportSize(phones.common);
      await visit(page, path);
      expect(new URL(page.url()).pathname, 'the page redirected away').toBe(path);
      await untilLoaded(page);
      const layout = await layoutProblems(page);

      await scrollToBottom(page);
      const footer = await followAndReturn(page, await footerLink(page));
      let card: string[] = [];
      const cards = page.locator(CARD_LINK);
      if ((await cards.count()) > 0) {
        pagesWithCards.add(path);
        await scrollUntilInView(page, cards.last());
        card = await followAndReturn(page, cards.last());
      }
      expect({ ...layout, footer, card }).toEqual({
        ...Object.fromEntries(Object.keys(layout).map((key) => [key, []])),
        footer: [],
        card: [],
      });
    },
  );

  it('followed a card link on every page that lists cards (the selector still finds them)', () => {
    expect(LISTS_OF_CARDS.filter((path) => !pagesWithCards.has(path))).toEqual([]);
  });
});

/** The menu's controls in their order, by name. */
async function menuOrder(page: Page): Promise<string[]> {
  return (await visibleControls(page, '#mobile-menu')).map((control) => control.name);
}

const doors: Record<'visitor' | 'active member' | 'admin', string[]> = {
  visitor: ['a "Sign in"'],
  'active member': ['a "My account"', 'a "Notifications"', 'button "Sign out"'],
  admin: ['a "My account"', 'a "Admin area"', 'a "Notifications"', 'button "Sign out"'],
};

const menuCases = (['visitor', 'active member', 'admin'] as const).flatMap((visitor) => [
  ...[phones.narrow, phones.common, phones.large].map((size) => ({ visitor, size, text: 100 })),
  ...[phones.narrow, phones.common].map((size) => ({ visitor, size, text: 200 })),
]);

describe('the open menu on a phone', () => {
  it.each(menuCases)(
    '$visitor at $size.width px, text at $text %: the door at the top, no two controls overlap, every tap target 44 px',
    async ({ visitor, size, text }) => {
      const { page } = await pageFor(visitor satisfies Visitor);
      await page.setViewportSize(size);
      await visit(page, '/home/');
      const session = await page.context().newCDPSession(page);
      try {
        // Text zoom as a phone's text-size setting applies it: the default font size, which rem and em follow.
        await session.send('Page.setFontSizes', {
          fontSizes: { standard: (16 * text) / 100, fixed: (13 * text) / 100 },
        });
        await page.getByRole('button', { name: 'Open menu' }).tap();
        const menu = page.getByRole('dialog', { name: 'Main menu' });
        await menu.getByRole('navigation').getByRole('list').first().waitFor();
        // The panel slides in and its items fade in: measured as the reader sees it, once still.
        await menu.evaluate((panel) =>
          Promise.all(panel.getAnimations({ subtree: true }).map((animation) => animation.finished)),
        );
        const order = await menuOrder(page);
        expect({
          door: order.slice(2, 2 + doors[visitor].length),
          overlaps: await overlappingControls(page, '#mobile-menu'),
          smallTapTargets: await smallTapTargets(page, '#mobile-menu'),
        }).toEqual({ door: doors[visitor], overlaps: [], smallTapTargets: [] });
      } finally {
        await session.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
        await session.detach();
      }
    },
  );
});

describe('arriving at a place on a phone', () => {
  it('a reload puts a prerendered page back where the reader was', async () => {
    const { page } = await pageFor('visitor');
    await page.setViewportSize(phones.common);
    await visit(page, '/home/');
    const place = await scrollToY(page, 1_340);
    await page.reload({ waitUntil: 'load' });
    expect(await notBackAt(page, place)).toEqual([]);
  });

  it("a reload puts a member's page back once its data has drawn it", async () => {
    const { page } = await pageFor('active member');
    await page.setViewportSize(phones.common);
    await visit(page, '/voa/account');
    await untilLoaded(page);
    const place = await scrollToY(page, 1_200);
    await page.reload({ waitUntil: 'load' });
    expect(await notBackAt(page, place)).toEqual([]);
  });

  it("a link to a section of a member's page (#mail, from the mails) opens at the section once it is drawn", async () => {
    const { page } = await pageFor('active member');
    await page.setViewportSize(phones.common);
    // A new document, as a mail's link opens it (not a jump inside the page already open).
    await page.goto('about:blank');
    await visit(page, '/voa/account#mail');
    await untilLoaded(page);
    await page.locator('#mail').waitFor();
    await expect.poll(() => notAtItsTop(page)).toEqual([]);
  });
});
