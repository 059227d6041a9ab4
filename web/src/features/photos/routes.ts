import type { RouteEntry } from '@/lib/routing/route-entry';

export const photosRoutes: RouteEntry[] = [
  {
    path: '/voa/photos',
    load: () => import('./pages/AlbumsPage'),
    namespaces: ['photos'],
    meta: {
      title: 'Photos · Voices of Africa',
      description: 'Photo albums of Voices of Africa readings, workshops and festivals.',
    },
    renderedOnRequest: true,
  },
  {
    path: '/voa/photos/:albumId',
    load: () => import('./pages/AlbumPage'),
    namespaces: ['photos'],
    meta: { title: 'Photo album · Voices of Africa', description: 'A photo album of the Voices of Africa community.' },
    indexable: false,
  },
];
