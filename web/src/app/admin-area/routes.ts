import type { RouteEntry } from '@/lib/routing/route-entry';

export const adminRoutes: RouteEntry[] = [
  {
    path: '/voa/admin',
    load: () => import('./AdminPage'),
    // The content sections are lazy components inside this page: their strings come with it.
    namespaces: [
      'admin',
      'contentAdmin',
      'contact',
      'outbox',
      'blog',
      'library',
      'bannedBooks',
      'photos',
      'advisory',
      'imageUpload',
    ],
    meta: { title: 'Admin', description: 'The Voices of Africa admin area.' },
    indexable: false,
  },
];
