import type { RouteEntry } from '../../lib/routing/route-entry';

/** The blog's Atom feed (functions/src/feed, through the Hosting rewrite in firebase.json). */
const feeds = [{ title: 'VOA Blog', href: '/voa/blog/feed.xml' }];

export const blogRoutes: RouteEntry[] = [
  {
    path: '/voa/blog',
    load: () => import('./routes/BlogHomePage'),
    namespaces: ['blog'],
    meta: {
      title: 'VOA Blog',
      description: 'Stories, essays and reflections from the voices of the Voices of Africa community.',
    },
    feeds,
  },
  {
    path: '/voa/blog/posts',
    load: () => import('./routes/PostsPage'),
    namespaces: ['blog'],
    meta: { title: 'All posts · VOA Blog', description: 'Every post of the Voices of Africa blog, newest first.' },
    feeds,
  },
  {
    path: '/voa/blog/posts/:slug',
    load: () => import('./routes/PostPage'),
    namespaces: ['blog'],
    meta: { title: 'VOA Blog', description: 'A post of the Voices of Africa blog.' },
    feeds,
    indexable: false,
  },
  {
    path: '/voa/blog/write',
    load: () => import('./routes/WritePostPage'),
    namespaces: ['blog'],
    meta: { title: 'Write a post · VOA Blog', description: 'Members who are voices write for the blog.' },
    indexable: false,
  },
];
