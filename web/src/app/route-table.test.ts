import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MAIL_PREFERENCES_PATH, NOTICE_LINKS, UNSUBSCRIBE_PAGE_PATH } from '@/lib/model';
import { routeTable } from './route-table';
import type { RouteEntry } from '@/lib/routing/route-entry';
import { indexableRoutes, robotsTxt, sitemapXml } from './seo-files';

const allPaths = routeTable.flatMap((entry) => [entry.path, ...(entry.aliases ?? [])]);

describe('route table', () => {
  it('gives every path (aliases included) to exactly one entry', () => {
    const duplicates = allPaths.filter((path, index) => allPaths.indexOf(path) !== index);
    expect(duplicates).toEqual([]);
  });

  it.each(routeTable.map((entry) => [entry.path, entry] as const))(
    '%s has an absolute path, a loader and meta',
    (_, entry) => {
      expect(entry.path).toMatch(/^\/\S*$/);
      expect(typeof entry.load).toBe('function');
      expect(entry.meta.title.trim()).not.toBe('');
      expect(entry.meta.description.trim()).not.toBe('');
    },
  );

  it('has a page for every link the functions put in a notice or a mail (shared/model)', () => {
    const links = [
      ...Object.values(NOTICE_LINKS).map((link) => (typeof link === 'function' ? link('a-slug') : link)),
      MAIL_PREFERENCES_PATH,
      UNSUBSCRIBE_PAGE_PATH,
    ];
    const routes = allPaths.map((path) => ({ path }));
    const unmatched = links.filter((link) => !matchRoutes(routes, new URL(link, 'https://site.test').pathname));
    expect(unmatched).toEqual([]);
    expect(links).toHaveLength(11);
  });

  it.each(routeTable.map((entry) => [entry.path, entry] as const))(
    '%s is served as its access allows: a prerendered page has no parameters, a members’ page is the app shell, an indexable page is never the bare shell',
    (path, entry) => {
      if (entry.servedBy === 'prerendered') expect(path).not.toMatch(/[:*]/);
      // A function renders signed out and the CDN keeps its page: never a members' page.
      if (entry.access !== 'public') expect(entry.servedBy).toBe('app-shell');
      if (indexableRoutes([entry]).length > 0) expect(entry.servedBy).not.toBe('app-shell');
    },
  );

  it('never claims the root (it redirects to /home/) or the catch-all', () => {
    expect(allPaths).not.toContain('/');
    expect(allPaths).not.toContain('*');
  });
});

describe('sitemap.xml and robots.txt', () => {
  const page = async () => ({ default: () => null });
  const entry = (path: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
    path,
    access: 'public',
    servedBy: 'prerendered',
    load: page,
    meta: { title: path, description: path },
    ...extra,
  });
  const entries = [
    entry('/home/'),
    entry('/voa/blog/posts/:slug'),
    entry('/voa/admin', { indexable: false }),
    entry('/practices/arts-entertainment', { aliases: ['/practices/bma'] }),
    entry('/a&b'),
  ];

  it('lists indexable routes without parameters, by canonical path, as absolute escaped URLs', () => {
    expect(indexableRoutes(entries).map((e) => e.path)).toEqual(['/home/', '/practices/arts-entertainment', '/a&b']);
    const xml = sitemapXml(entries, 'https://example.org');
    expect(xml).toContain('<loc>https://example.org/home/</loc>');
    expect(xml).toContain('<loc>https://example.org/practices/arts-entertainment</loc>');
    expect(xml).toContain('<loc>https://example.org/a&amp;b</loc>');
    expect(xml).not.toMatch(/:slug|\/voa\/admin|\/practices\/bma/);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
  });

  it('robots.txt allows crawling and names the sitemap', () => {
    expect(robotsTxt('https://example.org')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n',
    );
  });

  it('the real table yields a sitemap entry for each of its indexable pages', () => {
    const xml = sitemapXml(routeTable, 'https://example.org');
    for (const { path } of indexableRoutes(routeTable)) expect(xml).toContain(`<loc>https://example.org${path}</loc>`);
  });
});
