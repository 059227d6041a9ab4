import type { AdminSectionEntry } from '@/lib/routing/admin-section';

/** This feature's section of /voa/admin, loaded on demand (app/admin-area lists the sections). */
export const bannedBooksAdminSection: AdminSectionEntry = {
  id: 'banned-books',
  titleKey: 'contentAdmin:sections.bannedBooks',
  load: () => import('./admin/BannedBooksAdmin'),
};
