import type { AdminSectionEntry } from '@/lib/routing/admin-section';

/** The reports queue of /voa/admin, loaded on demand (app/admin-area lists the sections). */
export const reportsAdminSection: AdminSectionEntry = {
  id: 'reports',
  titleKey: 'contentAdmin:sections.reports',
  load: () => import('./admin/ReportsQueue'),
};
