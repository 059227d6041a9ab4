import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from '../components/layout/Layout';
import { loadNamespaces } from '../i18n/i18n';
import { NotFoundPage } from './NotFoundPage';
import { routeTable } from './route-table';
import type { RouteEntry } from './route-types';
import { RouteHead, type RouteHandle } from './RouteHead';

function toRouteObjects(entry: RouteEntry): RouteObject[] {
  // One lazy component per entry, made once here (not per render): the page's code and its
  // strings arrive together, so it never renders an untranslated key. The router updates the
  // location in a transition, so the current page stays on screen while the next one loads.
  const Page = lazy(async () => {
    const [page] = await Promise.all([entry.load(), loadNamespaces(entry.namespaces ?? [])]);
    return page;
  });
  const handle: RouteHandle = { entry };
  return [entry.path, ...(entry.aliases ?? [])].map((path) => ({ path, element: <Page />, handle }));
}

/** Every page of the route table, '/' sending to the home page, and the 404 page for the rest. */
const pageRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to="/home/" replace /> },
  ...routeTable.flatMap(toRouteObjects),
  { path: '*', element: <NotFoundPage /> },
];

/** The router's view of the route table: the layout, with the matching page in its main. */
export const routes: RouteObject[] = [
  {
    element: (
      <>
        <RouteHead routes={pageRoutes} />
        <Layout />
      </>
    ),
    children: pageRoutes,
  },
];
