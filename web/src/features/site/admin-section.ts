import type { AdminSectionEntry } from '@/lib/routing/admin-section';

/** This feature's sections of /voa/admin, loaded on demand (app/admin-area lists the sections). */
export const insightsAdminSection: AdminSectionEntry = {
  id: 'insights',
  titleKey: 'contentAdmin:sections.insights',
  load: () => import('./admin/InsightsAdmin'),
};

export const teamAdminSection: AdminSectionEntry = {
  id: 'team',
  titleKey: 'contentAdmin:sections.team',
  load: () => import('./admin/TeamAdmin'),
};
