import type { RouteEntry } from '../../app/route-types';

export const adminRoutes: RouteEntry[] = [
  {
    path: '/voa/admin',
    load: () => import('./routes/AdminPage'),
    namespaces: ['admin'],
    meta: { title: 'Admin', description: 'The Voices of Africa admin area.' },
    indexable: false,
  },
];
