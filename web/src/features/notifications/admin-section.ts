import type { AdminSectionEntry } from '@/lib/routing/admin-section';

/** The Outbox of /voa/admin (read-only), loaded on demand (app/admin-area lists the sections). */
export const outboxAdminSection: AdminSectionEntry = {
  id: 'outbox',
  titleKey: 'contentAdmin:sections.outbox',
  load: () => import('./admin/Outbox'),
};
