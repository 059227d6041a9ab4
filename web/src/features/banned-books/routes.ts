import type { RouteEntry } from '@/lib/routing/route-entry';

export const bannedBooksRoutes: RouteEntry[] = [
  {
    path: '/voa/library/bannedbooks',
    access: 'public',
    load: () => import('./pages/BannedBooksPage'),
    namespaces: ['bannedBooks'],
    meta: {
      title: 'Banned books · Voices of Africa',
      description: 'African books that governments banned or challenged: where, when, why, with sources.',
    },
    servedBy: 'function:communityPage',
  },
];
