import { redirect, type RouteObject } from 'react-router-dom';
import { Layout } from '../components/layout/Layout';
import { loadNamespaces } from '../i18n/i18n';
import { NotFoundPage } from './NotFoundPage';
import { routeTable } from './route-table';
import type { RouteEntry } from './route-types';
import { RouteHead, type RouteHandle } from './RouteHead';

function toRouteObjects(entry: RouteEntry): RouteObject[] {
  // The page's code and its strings arrive together, so it never renders an untranslated key.
  const lazy = async () => {
    const [page] = await Promise.all([entry.load(), loadNamespaces(entry.namespaces ?? [])]);
    return { Component: page.default };
  };
  const handle: RouteHandle = { entry };
  return [entry.path, ...(entry.aliases ?? [])].map((path) => ({ path, lazy, handle }));
}

/** The router's view of the route table; anything else is the 404 page. */
export const routes: RouteObject[] = [
  {
    element: (
      <>
        <RouteHead />
        <Layout />
      </>
    ),
    children: [
      { path: '/', loader: () => redirect('/home/') },
      ...routeTable.flatMap(toRouteObjects),
      { path: '*', Component: NotFoundPage },
    ],
  },
];
