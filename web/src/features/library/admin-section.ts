import type { AdminSectionEntry } from '@/lib/routing/admin-section';

/** This feature's section of /voa/admin, loaded on demand (app/admin-area lists the sections). */
export const libraryAdminSection: AdminSectionEntry = {
  id: 'library',
  titleKey: 'contentAdmin:sections.library',
  load: () => import('./admin/LibraryAdmin'),
};
