import type { AdminSectionEntry } from '@/lib/routing/admin-section';

export const CONTACT_INBOX_SECTION = 'contact-inbox';

/** The contact inbox of /voa/admin, loaded on demand (app/admin-area lists the sections). */
export const contactInboxAdminSection: AdminSectionEntry = {
  id: CONTACT_INBOX_SECTION,
  titleKey: 'contentAdmin:sections.contactInbox',
  load: () => import('./admin/ContactInbox'),
};
