import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageParts, RenderedRoute, SiteRenderPages } from '#shared/site-render/kit.js';
import { recordingResponse } from '../test-support.js';
import {
  FALLBACK_CACHE_CONTROL,
  handleCommunityPage,
  LIST_CACHE_CONTROL,
  pageAt,
  type SiteRender,
} from './community-page.js';
import { siteRenderLoader } from './site-render.js';

/**
 * The handler around the web build's server render. The render itself is a stand-in here (a build
 * product of the web app, which tests/e2e/rendered-lists.test.ts serves for real through Hosting).
 */
const pages: SiteRenderPages = {
  template: '<html><head></head><body><div id="root"></div><script src="/assets/app.js"></script></body></html>',
  routes: {
    '/voa/blog/posts': {
      headLinks: ['<link rel="stylesheet" href="/assets/list.css">'],
      fallback: '<p>Loading posts…</p>',
    },
    '/voa/photos/:albumId': { headLinks: [], fallback: '<p>Loading the album…</p>' },
  },
};

/** A stand-in for the bundled server entry: records what it was asked, renders what it is told. */
function standInRender(render: (location: string) => Promise<RenderedRoute>) {
  const asked: { location: string; withData: boolean | undefined }[] = [];
  const filled: { template: string; routePath: string; page: PageParts }[] = [];
  const siteRender: SiteRender = {
    pages,
    entry: {
      renderPage: async (location, options) => {
        asked.push({ location, withData: options?.withData });
        return render(location);
      },
      prerenderPage: (template, routePath, page) => {
        filled.push({ template, routePath, page });
        return template.replace('<div id="root"></div>', `<div id="root">${page.markup}</div>`);
      },
    },
  };
  return { siteRender: async () => siteRender, asked, filled };
}

const island = '<script type="application/json" id="voa-data">{"posts:[\\"\\",\\"\\"]":{"items":[]}}</script>';
const rendered = (location: string): RenderedRoute => ({
  markup: `<title>All posts</title><main>posts for ${location}</main>`,
  loadingText: 'loading...',
  modules: [],
  island,
  status: 200,
});

async function get(url: string, siteRender: () => Promise<SiteRender>, { method = 'GET', deadlineMs = 1_000 } = {}) {
  const { answer, response } = recordingResponse<string>('');
  await handleCommunityPage({ method, url, path: url.split('?')[0] ?? url }, response, { siteRender, deadlineMs });
  return answer;
}

describe('the community page handler', () => {
  it('renders the list with its data into the template, its island before </body>, cacheable a minute', async () => {
    const render = standInRender(async (location) => rendered(location));
    const { status, headers, body } = await get('/voa/blog/posts', render.siteRender);
    expect(status).toBe(200);
    expect(headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(headers['x-served-by']).toBe('function:communityPage');
    expect(headers['Cache-Control']).toBe(LIST_CACHE_CONTROL);
    expect(LIST_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(render.asked).toEqual([{ location: '/voa/blog/posts', withData: true }]);
    expect(render.filled).toEqual([
      {
        template: pages.template,
        routePath: '/voa/blog/posts',
        page: { ...rendered('/voa/blog/posts'), headLinks: pages.routes['/voa/blog/posts']?.headLinks },
      },
    ]);
    expect(body).toBe(
      `<html><head></head><body><div id="root"><title>All posts</title><main>posts for /voa/blog/posts</main></div><script src="/assets/app.js"></script>${island}</body></html>`,
    );
  });

  it('renders a tag’s or a search’s list with its query string, filed under the path', async () => {
    const render = standInRender(async (location) => rendered(location));
    const { body } = await get('/voa/blog/posts?tag=poetry&q=rain', render.siteRender);
    expect(render.asked).toEqual([{ location: '/voa/blog/posts?tag=poetry&q=rain', withData: true }]);
    expect(render.filled[0]?.routePath).toBe('/voa/blog/posts');
    expect(body).toContain('posts for /voa/blog/posts?tag=poetry&q=rain');
  });

  it('answers the build’s page without data, kept ten seconds, when the data cannot be read', async () => {
    const render = standInRender(() => Promise.reject(new Error('Firestore is unavailable')));
    const { status, headers, body } = await get('/voa/blog/posts', render.siteRender);
    expect(status).toBe(200);
    expect(headers['Cache-Control']).toBe(FALLBACK_CACHE_CONTROL);
    expect(FALLBACK_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=10');
    expect(body).toBe('<p>Loading posts…</p>');
  });

  it('does not wait past its deadline for data that does not come', async () => {
    const render = standInRender(() => new Promise<never>(() => {}));
    const started = Date.now();
    const { headers, body } = await get('/voa/blog/posts', render.siteRender, { deadlineMs: 50 });
    expect(body).toBe('<p>Loading posts…</p>');
    expect(headers['Cache-Control']).toBe(FALLBACK_CACHE_CONTROL);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('answers 503, never cached, when the render itself cannot be loaded', async () => {
    const { status, headers, body } = await get('/voa/blog/posts', () => Promise.reject(new Error('no such file')));
    expect(status).toBe(503);
    expect(headers['Cache-Control']).toBe('no-store');
    expect(body).toBe('This page cannot be shown just now. Please try again in a minute.');
  });

  it('renders an album’s address by its route’s pattern, with the status the page found', async () => {
    const render = standInRender(async (location) =>
      location.endsWith('/gone') ? { ...rendered(location), status: 404 } : rendered(location),
    );
    const album = await get('/voa/photos/festival%202024', render.siteRender);
    expect(album.status).toBe(200);
    expect(album.body).toContain('posts for /voa/photos/festival%202024');
    expect(render.filled[0]?.routePath).toBe('/voa/photos/festival%202024');
    // An album that does not exist: the page says so, with a 404 (kept as long, so a new album shows within a minute).
    const gone = await get('/voa/photos/gone', render.siteRender);
    expect(gone.status).toBe(404);
    expect(gone.headers['Cache-Control']).toBe(LIST_CACHE_CONTROL);
    // The pattern holds one segment: neither the list nor a deeper path is an album.
    expect(render.asked).toHaveLength(2);
    expect((await get('/voa/photos/a/b', render.siteRender)).status).toBe(404);
    expect((await get('/voa/photos/', render.siteRender)).status).toBe(404);
    expect(render.asked).toHaveLength(2);
  });

  it('finds a page by its own entry first, then by the pattern with as many segments (decision 0123)', () => {
    const routes: SiteRenderPages['routes'] = {
      '/voa/library': { headLinks: [], fallback: 'library' },
      '/voa/library/bannedbooks': { headLinks: [], fallback: 'banned books' },
      '/voa/library/:itemId': { headLinks: [], fallback: 'an entry' },
      '/voa/photos/:albumId': { headLinks: [], fallback: 'an album' },
      '/voa/photos/:albumId/:photoId': { headLinks: [], fallback: 'a photo' },
    };
    const at = (path: string) => pageAt({ template: '', routes }, path)?.fallback;
    expect(at('/voa/library/bannedbooks')).toBe('banned books');
    expect(at('/voa/library/item-1')).toBe('an entry');
    expect(at('/voa/photos/lagos')).toBe('an album');
    expect(at('/voa/photos/lagos/photo-1')).toBe('a photo');
    expect(at('/voa/photos/lagos/')).toBeUndefined();
    expect(at('/voa/photos/lagos/photo-1/more')).toBeUndefined();
  });

  it('answers the album pattern’s fallback when an album’s data cannot be read', async () => {
    const render = standInRender(() => Promise.reject(new Error('Firestore is unavailable')));
    const { status, body } = await get('/voa/photos/festival', render.siteRender);
    expect(status).toBe(200);
    expect(body).toBe('<p>Loading the album…</p>');
  });

  it('answers 404 for a path no page is rendered at, and 405 to anything but GET and HEAD', async () => {
    const render = standInRender(async (location) => rendered(location));
    expect((await get('/voa/library', render.siteRender)).status).toBe(404);
    const post = await get('/voa/blog/posts', render.siteRender, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.Allow).toBe('GET, HEAD');
    expect((await get('/voa/blog/posts', render.siteRender, { method: 'HEAD' })).status).toBe(200);
    expect(render.asked).toHaveLength(1);
  });
});

describe('siteRenderLoader', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('loads a build’s render once, and tries again after a failure', async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'voa-site-render-'));
    const dir = path.join(folder, 'dist');
    const load = siteRenderLoader(dir);
    await expect(load()).rejects.toThrow();

    mkdirSync(dir);
    writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }');
    writeFileSync(path.join(dir, 'entry-server.js'), 'export const renderPage = () => "rendered";\n');
    writeFileSync(path.join(dir, 'pages.json'), JSON.stringify(pages));
    const first = await load();
    expect(first.pages).toEqual(pages);
    expect(await first.entry.renderPage('/voa/blog/posts')).toBe('rendered');
    expect(await load()).toBe(first);
  });
});
