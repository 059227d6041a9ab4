import type { RouteEntry } from '@/lib/routing/route-entry';

export const advisoryRoutes: RouteEntry[] = [
  {
    path: '/voa/advisory',
    load: () => import('./pages/AdvisoryPage'),
    namespaces: ['advisory'],
    meta: {
      title: 'Advisory board · Voices of Africa',
      description: 'The writers, editors and scholars who advise the Voices of Africa community.',
    },
    renderedOnRequest: true,
  },
];
