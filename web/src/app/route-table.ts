import { authRoutes } from '../features/auth/routes';
import { communityRoutes } from '../features/community/routes';
import { homeRoutes } from '../features/home/routes';
import type { RouteEntry } from './route-types';

/** Every screen of the product. Features add their entries here. */
export const routeTable: RouteEntry[] = [...homeRoutes, ...authRoutes, ...communityRoutes];
