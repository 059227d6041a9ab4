import type { ComponentType } from 'react';

/**
 * The content-management sections of /voa/admin, each loaded on demand. The admin page renders
 * them in this order under their titles (titleKey: an i18n key).
 */
export const adminSections: { id: string; titleKey: string; load: () => Promise<{ default: ComponentType }> }[] = [
  { id: 'posts', titleKey: 'contentAdmin:sections.posts', load: () => import('../blog/admin/PostsAdmin') },
  { id: 'library', titleKey: 'contentAdmin:sections.library', load: () => import('../library/admin/LibraryAdmin') },
  {
    id: 'banned-books',
    titleKey: 'contentAdmin:sections.bannedBooks',
    load: () => import('../banned-books/admin/BannedBooksAdmin'),
  },
  { id: 'albums', titleKey: 'contentAdmin:sections.albums', load: () => import('../photos/admin/AlbumsAdmin') },
  { id: 'advisory', titleKey: 'contentAdmin:sections.advisory', load: () => import('../advisory/admin/AdvisoryAdmin') },
];
