import type { RouteEntry } from '@/lib/routing/route-entry';
import { UNSUBSCRIBE_PAGE_PATH } from '@/lib/model';
import { ACCOUNT_PATH } from './path';

export { ACCOUNT_PATH };

/** "My account": a signed-in member's page, rendered in the browser only (not prerendered). */
export const accountRoutes: RouteEntry[] = [
  {
    path: ACCOUNT_PATH,
    access: 'member',
    servedBy: 'app-shell',
    load: () => import('./pages/AccountPage'),
    namespaces: ['account', 'auth', 'shelf', 'follows'],
    meta: {
      title: 'My account',
      description: 'Your Voices of Africa membership, your writing, a copy of your data, deleting your account.',
    },
    indexable: false,
  },
  {
    // A mail's "To stop these e-mails" link; no sign-in needed.
    path: UNSUBSCRIBE_PAGE_PATH,
    access: 'public',
    servedBy: 'app-shell',
    load: () => import('./pages/UnsubscribePage'),
    namespaces: ['account'],
    meta: { title: 'Stop these e-mails', description: 'Stop one kind of e-mail from Voices of Africa.' },
    indexable: false,
  },
];
