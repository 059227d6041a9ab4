import type { RouteEntry } from '@/lib/routing/route-entry';
import { LIBRARY_ITEM_META } from './library-item-meta';

export const libraryRoutes: RouteEntry[] = [
  {
    path: '/voa/library',
    access: 'public',
    load: () => import('./pages/LibraryPage'),
    namespaces: ['library'],
    meta: {
      title: 'Library · Voices of Africa',
      description: 'Books, essays and resources on African literature, chosen by the Voices of Africa community.',
    },
    servedBy: 'function:communityPage',
  },
  {
    path: '/voa/library/:itemId',
    access: 'public',
    load: () => import('./pages/LibraryItemPage'),
    namespaces: ['library'],
    meta: LIBRARY_ITEM_META,
    // LibraryItemHead: the entry's title, description and cover (decision 0123).
    ownHead: true,
    indexable: false,
    servedBy: 'function:communityPage',
  },
];
