import type { RouteEntry } from '@/lib/routing/route-entry';

export const advisoryRoutes: RouteEntry[] = [
  {
    path: '/voa/advisory',
    access: 'public',
    load: () => import('./pages/AdvisoryPage'),
    namespaces: ['advisory'],
    meta: {
      title: 'Advisory board · Voices of Africa',
      description: 'The writers, editors and scholars who advise the Voices of Africa community.',
    },
    servedBy: 'function:communityPage',
  },
];
