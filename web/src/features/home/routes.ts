import type { RouteEntry } from '../../app/route-types';

export const homeRoutes: RouteEntry[] = [
  {
    path: '/home/',
    load: () => import('./routes/HomePage'),
    meta: { title: 'Home', description: 'Writing and editing for stories that deserve to be read.' },
  },
];
