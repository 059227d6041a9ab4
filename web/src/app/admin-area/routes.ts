import type { RouteEntry } from '@/lib/routing/route-entry';

/** The admin area's address: its route's, and the header's account menu's link for admins. */
export const ADMIN_AREA_PATH = '/voa/admin';

export const adminRoutes: RouteEntry[] = [
  {
    path: ADMIN_AREA_PATH,
    access: 'admin',
    servedBy: 'app-shell',
    load: () => import('./AdminPage'),
    // The content sections are lazy components inside this page: their strings come with it.
    namespaces: [
      'admin',
      'contentAdmin',
      'contact',
      'reports',
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
