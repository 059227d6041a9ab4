import type { RouteEntry } from '@/lib/routing/route-entry';
import { ACCOUNT_PATH } from './path';

export { ACCOUNT_PATH };

/** "My account": a signed-in member's page, rendered in the browser only (not prerendered). */
export const accountRoutes: RouteEntry[] = [
  {
    path: ACCOUNT_PATH,
    load: () => import('./pages/AccountPage'),
    namespaces: ['account', 'auth'],
    meta: {
      title: 'My account',
      description:
        'Your Voices of Africa membership, your unpublished writing, a copy of your data, deleting your account.',
    },
    indexable: false,
  },
];
