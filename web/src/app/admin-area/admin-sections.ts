import { advisoryAdminSection } from '@/features/advisory/admin-section';
import { bannedBooksAdminSection } from '@/features/banned-books/admin-section';
import { postsAdminSection } from '@/features/blog/admin-section';
import { contactInboxAdminSection } from '@/features/contact/admin-section';
import { libraryAdminSection } from '@/features/library/admin-section';
import { outboxAdminSection } from '@/features/notifications/admin-section';
import { albumsAdminSection } from '@/features/photos/admin-section';
import { reportsAdminSection } from '@/features/reports/admin-section';
import { insightsAdminSection, teamAdminSection } from '@/features/site/admin-section';
import type { AdminSectionEntry } from '@/lib/routing/admin-section';

/** Rendered in this order, each loaded on demand. */
export const adminSections: AdminSectionEntry[] = [
  contactInboxAdminSection,
  reportsAdminSection,
  postsAdminSection,
  libraryAdminSection,
  bannedBooksAdminSection,
  albumsAdminSection,
  advisoryAdminSection,
  insightsAdminSection,
  teamAdminSection,
  outboxAdminSection,
];
