import type { AdminSectionEntry } from '@/lib/routing/admin-section';

/** This feature's section of /voa/admin, loaded on demand (app/admin-area lists the sections). */
export const albumsAdminSection: AdminSectionEntry = {
  id: 'albums',
  titleKey: 'contentAdmin:sections.albums',
  load: () => import('./admin/AlbumsAdmin'),
};
