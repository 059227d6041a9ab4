import type { RouteEntry } from '@/lib/routing/route-entry';
import { ALBUM_ROUTE_META, PHOTO_ROUTE_META } from './album-route-meta';

export const photosRoutes: RouteEntry[] = [
  {
    path: '/voa/photos',
    access: 'public',
    load: () => import('./pages/AlbumsPage'),
    namespaces: ['photos'],
    meta: {
      title: 'Photos · Voices of Africa',
      description: 'Photo albums of Voices of Africa readings, workshops and festivals.',
    },
    servedBy: 'function:communityPage',
  },
  {
    path: '/voa/photos/:albumId',
    access: 'public',
    load: () => import('./pages/AlbumPage'),
    namespaces: ['photos'],
    meta: ALBUM_ROUTE_META,
    // AlbumHead: the album's own title and description once it is loaded.
    ownHead: true,
    indexable: false,
    servedBy: 'function:communityPage',
  },
  {
    path: '/voa/photos/:albumId/:photoId',
    access: 'public',
    load: () => import('./pages/PhotoPage'),
    namespaces: ['photos'],
    meta: PHOTO_ROUTE_META,
    // PhotoHead: the photo's caption, description and the photo itself as the preview (decision 0123).
    ownHead: true,
    indexable: false,
    servedBy: 'function:communityPage',
  },
];
