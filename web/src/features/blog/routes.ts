import type { RouteEntry } from '@/lib/routing/route-entry';
import { BLOG_FEEDS as feeds, POST_ROUTE_META } from './post-head';

export const blogRoutes: RouteEntry[] = [
  {
    path: '/voa/blog',
    access: 'public',
    load: () => import('./pages/BlogHomePage'),
    namespaces: ['blog'],
    meta: {
      title: 'VOA Blog',
      description: 'Stories, essays and reflections from the voices of the Voices of Africa community.',
    },
    feeds,
    servedBy: 'function:communityPage',
  },
  {
    path: '/voa/blog/posts',
    access: 'public',
    load: () => import('./pages/PostsPage'),
    namespaces: ['blog'],
    meta: { title: 'All posts · VOA Blog', description: 'Every post of the Voices of Africa blog, newest first.' },
    feeds,
    servedBy: 'function:communityPage',
  },
  {
    path: '/voa/blog/posts/:slug',
    access: 'public',
    load: () => import('./pages/PostPage'),
    // Not 'reports': the members' report control loads its words with its code (ReportGate.tsx).
    namespaces: ['blog'],
    meta: POST_ROUTE_META,
    feeds,
    // PostHead: the post's own title, excerpt and image once it is loaded.
    ownHead: true,
    indexable: false,
    // By the postPage function, for the post's link preview too (decision 0110).
    servedBy: 'function:postPage',
  },
  {
    path: '/voa/blog/write',
    access: 'member',
    servedBy: 'app-shell',
    load: () => import('./pages/WritePostPage'),
    namespaces: ['blog', 'imageUpload'],
    meta: { title: 'Write a post · VOA Blog', description: 'Members who are voices write for the blog.' },
    indexable: false,
  },
];
