import type { RouteEntry } from '@/lib/routing/route-entry';

export const contactRoutes: RouteEntry[] = [
  {
    path: '/contact',
    access: 'public',
    servedBy: 'prerendered',
    load: () => import('./pages/ContactPage'),
    namespaces: ['contact'],
    meta: {
      title: 'Contact us',
      description: 'Send us a message about your project; we reply within two working days.',
    },
  },
];
