import { describe, expect, it } from 'vitest';
import { publicPages, routeMatcher, type RouteInfo } from './site.ts';

const meta = (title: string) => ({ title, description: `${title} page` });
const table: RouteInfo[] = [
  { path: '/home/', meta: meta('Home') },
  { path: '/practices/arts-entertainment', meta: meta('Arts'), aliases: ['/practices/bma'] },
  { path: '/voa/blog/posts/:slug', meta: meta('Post') },
  { path: '/voa/admin', meta: meta('Admin'), indexable: false },
];

describe('publicPages', () => {
  it('lists indexable parameterless paths and their aliases, with the route title', () => {
    expect(publicPages(table)).toEqual([
      { path: '/home/', title: 'Home' },
      { path: '/practices/arts-entertainment', title: 'Arts' },
      { path: '/practices/bma', title: 'Arts' },
    ]);
  });
});

describe('routeMatcher', () => {
  const isRoute = routeMatcher(table);

  it('accepts table paths with or without the trailing slash, aliases, parameters and the root redirect', () => {
    for (const path of ['/', '/home/', '/home', '/practices/bma', '/voa/blog/posts/first-post', '/voa/admin']) {
      expect(isRoute(path), path).toBe(true);
    }
  });

  it('rejects paths outside the table', () => {
    for (const path of ['/home/missing', '/voa/blog/posts', '/voa/blog/posts/a/b', '/practices', '/homes']) {
      expect(isRoute(path), path).toBe(false);
    }
  });
});
