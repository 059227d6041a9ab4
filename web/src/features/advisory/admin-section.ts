import type { AdminSectionEntry } from '@/lib/routing/admin-section';

/** This feature's section of /voa/admin, loaded on demand (app/admin-area lists the sections). */
export const advisoryAdminSection: AdminSectionEntry = {
  id: 'advisory',
  titleKey: 'contentAdmin:sections.advisory',
  load: () => import('./admin/AdvisoryAdmin'),
};
