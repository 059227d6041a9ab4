import type { RouteEntry } from '@/lib/routing/route-entry';

export const practicesRoutes: RouteEntry[] = [
  {
    path: '/voa/practices',
    access: 'public',
    servedBy: 'prerendered',
    load: () => import('./pages/PracticesPage'),
    namespaces: ['practices'],
    meta: {
      title: 'VOA Practices',
      description: 'The practice areas of the Voices of Africa community, from business to writing and storytelling.',
    },
  },
];
