import type { ComponentType } from 'react';

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
  /**
   * The page renders its own head (components/head/PageHead) in every state, from the data it
   * loads (a post's title and image), so the entry's `meta` is not rendered beside it.
   */
  ownHead?: boolean;
  /**
   * Rendered with its data on every request by the communityPage function, not prerendered to a
   * file (Hosting would serve the file first): docs/decisions/0101-community-lists-rendered-with-their-data.md
   */
  renderedOnRequest?: boolean;
  /** Other paths that show the same page (e.g. '/practices/bma'). */
  aliases?: string[];
  /** i18n namespaces the page needs beyond the shell's, loaded with it (locales/<lang>/<ns>.json). */
  namespaces?: string[];
}
