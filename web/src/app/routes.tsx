import { redirect, type RouteObject } from 'react-router-dom';
import { Layout } from '../components/layout/Layout';
import { NotFoundPage } from './NotFoundPage';
import { routeTable } from './route-table';
import type { RouteEntry } from './route-types';
import { RouteHead, type RouteHandle } from './RouteHead';

function toRouteObjects(entry: RouteEntry): RouteObject[] {
  const lazy = async () => ({ Component: (await entry.load()).default });
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
