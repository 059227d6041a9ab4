import type { Browser, BrowserContextOptions } from 'playwright-core';
import type { RouteInfo } from '#tools/e2e/site.ts';
import { createAdmin, createMember, openSignedIn } from './members.ts';
import { openWatchedPage, type WatchedPage } from './page.ts';

/**
 * Every page of the route table as someone would open it: routes with parameters with a value of
 * the demo data (tests/e2e/seed-setup.ts), members' and admins' pages (the table's `access`) signed in
 * as the member they are for, the rest signed out. The journeys that go over every page (page-frame, phone-journeys) share it.
 */

/** A value from the demo data (tools/seed/) for each route with parameters. */
export const SEEDED: Record<string, string> = {
  '/voa/blog/posts/:slug': '/voa/blog/posts/the-market-women-of-onitsha',
  '/voa/photos/:albumId': '/voa/photos/lagos-book-and-art-festival-2026',
  '/voa/members/:member': '/voa/members/chiamaka-eze',
  '/voa/photos/:albumId/:photoId': '/voa/photos/lagos-book-and-art-festival-2026/photo-1',
  '/voa/library/:itemId': '/voa/library/item-1',
  '/insights/news/:itemId': '/insights/news/lagos-festival-2026',
};

export type Visitor = 'visitor' | 'new member' | 'pending member' | 'active member' | 'admin';

/** The onboarding page: a member who has not applied yet opens it (an active member is sent on). */
const ONBOARDING_PAGE = '/voa/onboard';

/** Who opens a route: signed out for a public one, an admin the admin area, an active member the rest. */
export function visitorFor(route: RouteInfo): Visitor {
  if (route.access === 'public') return 'visitor';
  if (route.access === 'admin') return 'admin';
  return route.path === ONBOARDING_PAGE ? 'new member' : 'active member';
}

export interface RouteVisit {
  path: string;
  visitor: Visitor;
}

/** Every route and alias of the table, opened by its visitor. */
export function routeVisits(table: readonly RouteInfo[]): RouteVisit[] {
  return table.flatMap((route) =>
    [route.path, ...(route.aliases ?? [])].map((pattern) => ({
      path: SEEDED[pattern] ?? pattern,
      visitor: visitorFor(route),
    })),
  );
}

/** Every path pattern of the table, aliases included. */
export const routePaths = (table: readonly RouteInfo[]): string[] =>
  table.flatMap((route) => [route.path, ...(route.aliases ?? [])]);

/** The routes with parameters that SEEDED has no value for. A test of each journey file asserts there are none. */
export function uncoveredRoutes(table: readonly RouteInfo[]): string[] {
  return routePaths(table).filter((path) => /[:*]/.test(path) && !(path in SEEDED));
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
