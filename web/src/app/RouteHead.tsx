import { useLocation, useMatches } from 'react-router-dom';
import { PageHead } from './PageHead';
import type { RouteEntry } from './route-types';

/** What routes.tsx attaches to each route of the table, for the head and the tests. */
export interface RouteHandle {
  entry: RouteEntry;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'entry' in handle;
}

/** The head of the route being shown, from its entry's `meta`. */
export function RouteHead() {
  const { pathname } = useLocation();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .pop();
  if (!handle) return null;
  const { entry } = handle;
  // A path with parameters is canonical as visited; an alias names the entry's own path.
  const path = entry.path.includes(':') ? pathname : entry.path;
  return <PageHead title={entry.meta.title} description={entry.meta.description} path={path} />;
}
