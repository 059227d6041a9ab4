import type { RouteEntry } from '@/lib/routing/route-entry';

export const communityRoutes: RouteEntry[] = [
  {
    path: '/voa/voices-of-africa',
    access: 'public',
    load: () => import('./CommunityHomePage'),
    namespaces: ['auth', 'community', 'blog', 'library', 'bannedBooks', 'advisory'],
    meta: {
      title: 'Voices of Africa',
      description: 'Voices of Africa: a community of writers, mentors and readers sharing African stories.',
    },
    servedBy: 'function:communityPage',
  },
];
