import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import { PageHead } from '@/components/head/PageHead';
import type { RouteEntry } from '@/lib/routing/route-entry';
import { DEFAULT_SHARE_IMAGE, shareImageName } from '@/lib/routing/share-image';
import { indexableRoutes } from './seo-files';

/** What routes.tsx attaches to each route of the table, for the head, preloading and the tests. */
export interface RouteHandle {
  entry: RouteEntry;
  /** Loads the page's code and strings (once; the route's lazy component uses the same promise). */
  load: () => ReturnType<RouteEntry['load']>;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'entry' in handle;
}

/** Outside the page's Suspense, so the head is there while a page loads. */
export function RouteHead({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const { pathname } = location;
  const handle = (matchRoutes(routes, location) ?? [])
    .map((match) => match.route.handle as unknown)
    .filter(isRouteHandle)
    .pop();
  if (!handle || handle.entry.ownHead) return null;
  const { entry } = handle;
  // A path with parameters is canonical as visited; an alias names the entry's own path.
  const path = entry.path.includes(':') ? pathname : entry.path;
  // The build renders a link-preview image for each indexable route (scripts/share-images.ts).
  const image = indexableRoutes([entry]).length > 0 ? shareImageName(entry.path) : DEFAULT_SHARE_IMAGE;
  return (
    <PageHead
      title={entry.meta.title}
      description={entry.meta.description}
      path={path}
      feeds={entry.feeds ?? []}
      image={{ name: image }}
    />
  );
}
