import type { ComponentType } from 'react';

/** One screen as data; app/route-table.ts joins the features' lists into the one table. */
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
  /** docs/decisions/0101-community-lists-rendered-with-their-data.md */
  renderedOnRequest?: boolean;
  /** Other paths that show the same page (e.g. '/practices/bma'). */
  aliases?: string[];
  /** i18n namespaces the page needs beyond the shell's, loaded with it (locales/<lang>/<ns>.json). */
  namespaces?: string[];
}
