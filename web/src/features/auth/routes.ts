import type { RouteEntry } from '@/lib/routing/route-entry';
import { AUTH_PATHS } from './redirects';

export const authRoutes: RouteEntry[] = [
  {
    path: AUTH_PATHS.signIn,
    access: 'public',
    servedBy: 'prerendered',
    load: () => import('./pages/SignInPage'),
    namespaces: ['auth'],
    meta: {
      title: 'Sign in',
      description: 'Sign in or create an account to join Voices of Africa, our community of writers and readers.',
    },
  },
  {
    path: AUTH_PATHS.onboarding,
    access: 'member',
    servedBy: 'app-shell',
    load: () => import('./pages/OnboardingPage'),
    namespaces: ['auth', 'onboarding'],
    meta: { title: 'Join Voices of Africa', description: 'Apply to join the Voices of Africa community.' },
    indexable: false,
  },
];
