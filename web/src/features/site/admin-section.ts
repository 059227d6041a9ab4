import type { AdminSectionEntry } from '@/lib/routing/admin-section';

/** This feature's section of /voa/admin, loaded on demand (app/admin-area lists the sections). */
export const insightsAdminSection: AdminSectionEntry = {
  id: 'insights',
  titleKey: 'contentAdmin:sections.insights',
  load: () => import('./admin/InsightsAdmin'),
};
