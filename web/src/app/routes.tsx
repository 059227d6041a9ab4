import { lazy, Suspense } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { loadNamespaces } from '@/i18n/i18n';
import { NotFoundPage } from './NotFoundPage';
import { routeTable } from './route-table';
import { trackPageLoad } from '@/lib/routing/page-loads';
import type { RouteEntry } from '@/lib/routing/route-entry';
import { RouteHead, type RouteHandle } from './RouteHead';
import { SiteLayout } from './SiteLayout';

const HOME_PATH = '/home/';

function toRouteObjects(entry: RouteEntry): RouteObject[] {
  // The page's code and its strings arrive together, so it never renders an untranslated key.
  // One promise per entry, so a preload and the lazy component share it.
  let loading: ReturnType<RouteEntry['load']> | undefined;
  // Tracked, so that the layout shows that a page is coming (lib/routing/page-loads.ts).
  const load = () =>
    (loading ??= trackPageLoad(
      Promise.all([entry.load(), loadNamespaces(entry.namespaces ?? [])]).then(([page]) => page),
    ));
  // One lazy component per entry, made once here (not per render). The router updates the
  // location in a transition, so the current page stays on screen while the next one loads.
  const Page = lazy(load);
  const handle: RouteHandle = { entry, load };
  return [entry.path, ...(entry.aliases ?? [])].map((path) => ({ path, element: <Page />, handle }));
}

/** Every page of the route table, '/' sending to the home page, and the 404 page for the rest. */
const pageRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to={HOME_PATH} replace /> },
  ...routeTable.flatMap(toRouteObjects),
  { path: '*', element: <NotFoundPage /> },
];

/** The router's view of the route table: the layout, with the matching page in its main. */
export const routes: RouteObject[] = [
  {
    element: (
      <>
        <RouteHead routes={pageRoutes} />
        {/* While the first page loads, nothing (not an empty main that the page then pushes the
            footer out of: that shift cost a CLS of 0.9). Later navigations run in a transition,
            which keeps the current page on screen instead. */}
        <Suspense fallback={null}>
          <SiteLayout />
        </Suspense>
      </>
    ),
    children: pageRoutes,
  },
];

/** main.tsx waits for it before hydrating, so the first commit is the whole page. */
export async function loadPage(pathname: string): Promise<void> {
  const match = matchRoutes(pageRoutes, pathname === '/' ? HOME_PATH : pathname)?.at(-1);
  const handle = match?.route.handle as RouteHandle | undefined;
  await handle?.load();
}
