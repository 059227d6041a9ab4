import type { ComponentType } from 'react';

/** Who may open a page: anyone, a signed-in member or an admin; the page sends anyone else to sign in or says why not. */
export type RouteAccess = 'public' | 'member' | 'admin';

/** The functions that render a page with its data on each request (functions/src/community-page, post-page). */
export type PageFunction = 'communityPage' | 'postPage';

/**
 * How Hosting serves a route, and the `x-served-by` header of its responses: its prerendered file,
 * a function that renders it with its data, or the app shell (docs/architecture.md, "How a page is
 * served"). firebase.json's rewrites and headers follow from it (`npm run generate`).
 */
export type ServedBy = 'prerendered' | `function:${PageFunction}` | 'app-shell';

/**
 * One screen of the product, as data. Each feature exports a list of these from its
 * `routes.ts`; app/route-table.ts joins them, and the router, the sitemap and the navigation
 * tests all read that one table.
 */
export interface RouteEntry {
  /** Absolute path as the spec names it, e.g. '/home/about-us' or '/voa/blog/posts/:slug'. */
  path: string;
  /** The page module, loaded on demand so each route ships only its own code. */
  load: () => Promise<{ default: ComponentType }>;
  /** Per-page head: <title> and <meta name="description">. */
  meta: { title: string; description: string };
  /** Feeds the page offers to feed readers: <link rel="alternate" type="application/atom+xml">. */
  feeds?: { title: string; href: string }[];
  /** Listed in sitemap.xml and walked by the link tests (public, no parameters). Default true. */
  indexable?: boolean;
  /** The page renders its own head from its data, so `meta` is not rendered beside it. */
  ownHead?: boolean;
  access: RouteAccess;
  /** A prerendered page has no parameters; an indexable page is never the bare app shell. */
  servedBy: ServedBy;
  /** Other paths that show the same page, from the app shell. */
  aliases?: string[];
  /** i18n namespaces the page needs beyond the shell's, loaded with it (locales/<lang>/<ns>.json). */
  namespaces?: string[];
}
