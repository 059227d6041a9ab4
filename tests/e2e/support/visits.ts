import type { Browser, BrowserContextOptions } from 'playwright-core';
import type { RouteInfo } from '#tools/e2e/site.ts';
import { createAdmin, createMember, openSignedIn } from './members.ts';
import { openWatchedPage, type WatchedPage } from './page.ts';

/**
 * Every page of the route table as someone would open it: routes with parameters with a value of
 * the demo data (tests/e2e/seed-setup.ts), members' pages signed in as the member they are for, the
 * rest signed out. The journeys that go over every page (page-frame, phone-journeys) share it.
 */

/** A value from the demo data (tools/seed/) for each route with parameters. */
export const SEEDED: Record<string, string> = {
  '/voa/blog/posts/:slug': '/voa/blog/posts/the-market-women-of-onitsha',
  '/voa/photos/:albumId': '/voa/photos/lagos-book-and-art-festival-2026',
  '/voa/members/:member': '/voa/members/chiamaka-eze',
};

export type Visitor = 'visitor' | 'new member' | 'pending member' | 'active member' | 'admin';

/** The pages only members can open, and who opens them; every other page is opened signed out. */
export const MEMBERS_PAGES: Record<string, Visitor> = {
  '/voa/onboard': 'new member',
  '/voa/account': 'active member',
  '/voa/blog/write': 'active member',
  '/voa/profiles/voice': 'active member',
  '/voa/profiles/auntie': 'active member',
  '/voa/profiles/peer': 'active member',
  '/voa/admin': 'admin',
};

export interface RouteVisit {
  path: string;
  visitor: Visitor;
}

/** Every route and alias of the table, opened by its visitor. */
export function routeVisits(table: readonly RouteInfo[]): RouteVisit[] {
  return routePaths(table).map((pattern) => ({
    path: SEEDED[pattern] ?? pattern,
    visitor: MEMBERS_PAGES[pattern] ?? 'visitor',
  }));
}

/** Every path pattern of the table, aliases included. */
export const routePaths = (table: readonly RouteInfo[]): string[] =>
  table.flatMap((route) => [route.path, ...(route.aliases ?? [])]);

/**
 * The route patterns the tables above do not cover: a route with parameters and no seeded value,
 * or a members' page that names no route. A test of each journey file asserts there are none.
 */
export function uncoveredRoutes(table: readonly RouteInfo[]): string[] {
  const paths = routePaths(table);
  return [
    ...paths.filter((path) => /[:*]/.test(path) && !(path in SEEDED)),
    ...Object.keys(MEMBERS_PAGES).filter((path) => !paths.includes(path)),
  ];
}

/**
 * One page per visitor, signed in once and reused from route to route (one browser, one sign-in
 * each); `close` closes them all.
 */
export function pagesByVisitor(
  browser: () => Browser,
  contextOptions: BrowserContextOptions,
): { pageFor(visitor: Visitor): Promise<WatchedPage>; close(): Promise<void> } {
  const opened = new Map<Visitor, Promise<WatchedPage>>();
  const pageFor = (visitor: Visitor) => {
    let watched = opened.get(visitor);
    if (!watched) {
      watched = (async () => {
        const result = await openWatchedPage(browser(), contextOptions);
        if (visitor !== 'visitor') await openSignedIn(result.page, await accountFor(visitor), '/robots.txt');
        return result;
      })();
      opened.set(visitor, watched);
    }
    return watched;
  };
  const close = async () => {
    await Promise.all([...opened.values()].map(async (watched) => (await watched).close()));
  };
  return { pageFor, close };
}

function accountFor(visitor: Exclude<Visitor, 'visitor'>) {
  if (visitor === 'admin') return createAdmin();
  return createMember(visitor === 'new member' ? '' : visitor === 'pending member' ? 'pending' : 'active');
}
