import { adminRoutes } from './admin-area/routes';
import { accountRoutes } from '@/features/account/routes';
import { advisoryRoutes } from '@/features/advisory/routes';
import { authRoutes } from '@/features/auth/routes';
import { bannedBooksRoutes } from '@/features/banned-books/routes';
import { blogRoutes } from '@/features/blog/routes';
import { contactRoutes } from '@/features/contact/routes';
import { communityRoutes } from './community-home/routes';
import { directoryRoutes } from '@/features/directory/routes';
import { practicesRoutes } from '@/features/practices/routes';
import { libraryRoutes } from '@/features/library/routes';
import { notificationsRoutes } from '@/features/notifications/routes';
import { photosRoutes } from '@/features/photos/routes';
import { searchRoutes } from '@/features/search/routes';
import { siteRoutes } from '@/features/site/routes';
import type { RouteEntry } from '@/lib/routing/route-entry';

/** Every screen of the product. Features add their entries here. */
export const routeTable: RouteEntry[] = [
  ...siteRoutes,
  ...contactRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...notificationsRoutes,
  ...communityRoutes,
  ...directoryRoutes,
  ...practicesRoutes,
  ...adminRoutes,
  ...blogRoutes,
  ...libraryRoutes,
  ...bannedBooksRoutes,
  ...photosRoutes,
  ...advisoryRoutes,
  ...searchRoutes,
];
