import type { RouteEntry } from '../../app/route-types';

export const communityRoutes: RouteEntry[] = [
  {
    path: '/voa/voices-of-africa',
    load: () => import('./routes/CommunityHomePage'),
    namespaces: ['auth', 'community'],
    meta: {
      title: 'Voices of Africa',
      description: 'Voices of Africa: a community of writers, mentors and readers sharing African stories.',
    },
  },
];
