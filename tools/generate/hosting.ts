import type { RouteEntry } from '@/lib/routing/route-entry';
import { LIST_CACHE_CONTROL, SERVED_BY_HEADER } from '#functions/src/community-page/community-page.ts';
import { ENDPOINTS, functionTarget, SITE_HEADERS, type HeaderRule } from './hosting-fixed.ts';

/**
 * firebase.json's Hosting redirects, rewrites and headers, from the route table: each route is
 * served as its `servedBy` says (docs/architecture.md, "How a page is served"). Pure: the tests
 * give it a table of their own.
 */

/** The part of a route entry that decides how Hosting serves it. */
export type ServedRoute = Pick<RouteEntry, 'path' | 'aliases' | 'servedBy'>;

export interface Redirect {
  regex: string;
  destination: string;
  type: 301;
}

export type Rewrite =
  { source: string; destination: string } | { source: string; function: ReturnType<typeof functionTarget> };

export interface HostingRoutes {
  redirects: Redirect[];
  rewrites: Rewrite[];
  headers: HeaderRule[];
}

/** The home page, where / is sent. */
const HOME = '/home/';
/** The app shell: index.html as built, which renders any route in the browser. */
const APP_SHELL = '/index.html';

/** A route's path as a Hosting glob: a parameter (`:slug`) is one segment (`*`). */
export const hostingGlob = (path: string) => path.replace(/:[^/]+/g, '*');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route and its aliases, each with how it is served: an alias has no file nor a function's page
 * of its own, the shell renders it.
 */
const servedPaths = (table: readonly ServedRoute[]) =>
  table.flatMap((route) => [
    { path: route.path, servedBy: route.servedBy },
    ...(route.aliases ?? []).map((path) => ({ path, servedBy: 'app-shell' as const })),
  ]);

export function hostingRoutes(table: readonly ServedRoute[]): HostingRoutes {
  const paths = servedPaths(table);
  // The spec's addresses that end in '/' keep it: the address without it is sent there.
  const redirects: Redirect[] = [
    { regex: '^/$', destination: HOME, type: 301 },
    ...paths
      .filter(({ path }) => path.endsWith('/') && path !== '/')
      .map(({ path }) => ({ regex: `^${escapeRegExp(path.slice(0, -1))}$`, destination: path, type: 301 as const })),
  ];
  const rewrites: Rewrite[] = [
    ...ENDPOINTS.map(({ source, functionId }) => ({ source, function: functionTarget(functionId) })),
    ...paths.flatMap(({ path, servedBy }): Rewrite[] => {
      const source = hostingGlob(path);
      if (servedBy === 'app-shell') return [{ source, destination: APP_SHELL }];
      if (servedBy !== 'prerendered') return [{ source, function: functionTarget(servedBy.slice('function:'.length)) }];
      // cleanUrls serves /contact from contact.html; a path ending in '/' has its file at
      // <path>_index.html (web/src/app/prerender-html.ts), where Hosting would not look.
      return path.endsWith('/') ? [{ source, destination: `${path}_index.html` }] : [];
    }),
  ];
  const headers: HeaderRule[] = [
    ...SITE_HEADERS,
    // After SITE_HEADERS' no-cache for every page: of the rules that match, the last one wins.
    ...paths.map(({ path, servedBy }) => ({
      source: hostingGlob(path),
      // A function names itself in its response (x-served-by), and Hosting would replace its Cache-Control.
      headers: servedBy.startsWith('function:')
        ? [{ key: 'Cache-Control', value: LIST_CACHE_CONTROL }]
        : [{ key: SERVED_BY_HEADER, value: servedBy }],
    })),
  ];
  return { redirects, rewrites, headers };
}
