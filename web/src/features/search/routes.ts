import type { RouteEntry } from '@/lib/routing/route-entry';

/** Public: it finds public content only (published posts, the public cards' names). Why: docs/decisions/0124-one-search.md */
export const searchRoutes: RouteEntry[] = [
  {
    path: '/search',
    access: 'public',
    // Its content is the query's: nothing worth prerendering, and a results page stays out of search engines.
    servedBy: 'app-shell',
    load: () => import('./pages/SearchPage'),
    namespaces: ['search'],
    meta: {
      title: 'Search',
      description: 'Search the posts, library, banned books, news and members of Voices of Africa.',
    },
    indexable: false,
  },
];
