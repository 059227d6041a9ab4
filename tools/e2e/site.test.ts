import { describe, expect, it } from 'vitest';
import { publicPages, routeMatcher, routesByAccess, type RouteInfo } from './site.ts';

const meta = (title: string) => ({ title, description: `${title} page` });
const table: RouteInfo[] = [
  { path: '/home/', access: 'public', servedBy: 'prerendered', meta: meta('Home') },
  {
    path: '/practices/arts-entertainment',
    access: 'public',
    servedBy: 'prerendered',
    meta: meta('Arts'),
    aliases: ['/practices/bma'],
  },
  { path: '/voa/blog/posts/:slug', access: 'public', servedBy: 'function:postPage', meta: meta('Post') },
  { path: '/voa/account', access: 'member', servedBy: 'app-shell', meta: meta('Account'), indexable: false },
  { path: '/voa/admin', access: 'admin', servedBy: 'app-shell', meta: meta('Admin'), indexable: false },
];

describe('routesByAccess', () => {
  it('lists the routes of the kinds of visitor asked for, in the table’s order', () => {
    expect(routesByAccess(table, 'member', 'admin').map((route) => route.path)).toEqual(['/voa/account', '/voa/admin']);
    expect(routesByAccess(table, 'admin').map((route) => route.path)).toEqual(['/voa/admin']);
  });
});

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
