import { redirect, type RouteObject } from 'react-router-dom';
import { Layout } from '../components/layout/Layout';
import { routeTable } from './route-table';
import type { RouteEntry } from './route-types';

function toRouteObjects(entry: RouteEntry): RouteObject[] {
  const lazy = async () => ({ Component: (await entry.load()).default });
  return [entry.path, ...(entry.aliases ?? [])].map((path) => ({ path, lazy }));
}

/** The router's view of the route table. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [{ path: '/', loader: () => redirect('/home/') }, ...routeTable.flatMap(toRouteObjects)],
  },
];
