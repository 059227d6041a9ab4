import type { AdminSectionEntry } from '@/lib/routing/admin-section';

/** This feature's section of /voa/admin, loaded on demand (app/admin-area lists the sections). */
export const postsAdminSection: AdminSectionEntry = {
  id: 'posts',
  titleKey: 'contentAdmin:sections.posts',
  load: () => import('./admin/PostsAdmin'),
};
