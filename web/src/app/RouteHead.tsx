import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import { PageHead } from './PageHead';
import type { RouteEntry } from '../lib/routing/route-entry';

/** What routes.tsx attaches to each route of the table, for the head, preloading and the tests. */
export interface RouteHandle {
  entry: RouteEntry;
  /** Loads the page's code and strings (once; the route's lazy component uses the same promise). */
  load: () => ReturnType<RouteEntry['load']>;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'entry' in handle;
}

/**
 * The head of the route being shown, from its entry's `meta`. It sits beside the page (outside
 * the page's Suspense), so the head is there while a page loads on the first visit.
 */
export function RouteHead({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const { pathname } = location;
  const handle = (matchRoutes(routes, location) ?? [])
    .map((match) => match.route.handle as unknown)
    .filter(isRouteHandle)
    .pop();
  if (!handle) return null;
  const { entry } = handle;
  // A path with parameters is canonical as visited; an alias names the entry's own path.
  const path = entry.path.includes(':') ? pathname : entry.path;
  return (
    <PageHead title={entry.meta.title} description={entry.meta.description} path={path} feeds={entry.feeds ?? []} />
  );
}
