import type { RouteEntry } from '@/lib/routing/route-entry';
import { NOTIFICATIONS_PATH } from './path';

/** The member's notices: a signed-in member's page, rendered in the browser only. */
export const notificationsRoutes: RouteEntry[] = [
  {
    path: NOTIFICATIONS_PATH,
    access: 'member',
    servedBy: 'app-shell',
    load: () => import('./pages/NotificationsPage'),
    namespaces: ['notifications'],
    meta: {
      title: 'Notifications',
      description: 'What Voices of Africa told you: comments, answers, your writing and your reports.',
    },
    indexable: false,
  },
];
