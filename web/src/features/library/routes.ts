import type { RouteEntry } from '@/lib/routing/route-entry';

export const libraryRoutes: RouteEntry[] = [
  {
    path: '/voa/library',
    access: 'public',
    load: () => import('./pages/LibraryPage'),
    namespaces: ['library'],
    meta: {
      title: 'Library · Voices of Africa',
      description: 'Books, essays and resources on African literature, chosen by the Voices of Africa community.',
    },
    servedBy: 'function:communityPage',
  },
];
