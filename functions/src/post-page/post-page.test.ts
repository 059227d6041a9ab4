import { describe, expect, it } from 'vitest';
import type { RenderedRoute, SiteRenderPages } from '#shared/site-render/kit.js';
import { LIST_CACHE_CONTROL, type SiteRender } from '../community-page/community-page.js';
import { recordingResponse } from '../test-support.js';
import { handlePostPage, slugOf, type SitePage } from './post-page.js';

/**
 * The handler around the web build's server render, which renders the post with its data and its
 * head (a build product of the web app: tests/e2e/link-previews.test.ts and
 * tests/e2e/rendered-post.test.ts serve it for real through Hosting). Here the render is a stand-in.
 */
const notFoundPage = '<!doctype html><title>Page not found</title><div id="root">the 404 page</div>';
const sitePage = async (page: SitePage) => (page === '/404' ? notFoundPage : '<!doctype html><div id="root"></div>');

const pages: SiteRenderPages = {
  template: '<html><head></head><body><div id="root"></div></body></html>',
  routes: { '/voa/blog/posts/:slug': { headLinks: [], fallback: '<p>Loading the post…</p>' } },
};

/** A stand-in for the bundled server entry: records the addresses it renders; `status` as its loads found. */
function standInRender(status = 200) {
  const asked: string[] = [];
  const render = async (location: string): Promise<RenderedRoute> => {
    asked.push(location);
    return {
      markup: `<title>A post</title><article>${location}</article>`,
      loadingText: '',
      modules: [],
      island: '',
      status,
    };
  };
  const siteRender: SiteRender = {
    pages,
    entry: {
      renderPage: render,
      prerenderPage: (template, _path, page) => template.replace('<div id="root"></div>', page.markup),
    },
  };
  return { siteRender: async () => siteRender, asked };
}

async function get(url: string, render = standInRender(), method = 'GET') {
  const { answer, response } = recordingResponse<string>('');
  const path = url.split('?')[0] ?? url;
  await handlePostPage({ method, path, url }, response, { siteRender: render.siteRender, sitePage });
  return answer;
}

describe('the post page handler', () => {
  it('answers the post’s page rendered with its data, cached at the CDN a minute as the lists are', async () => {
    const render = standInRender();
    const { status, headers, body } = await get('/voa/blog/posts/rain', render);
    expect(status).toBe(200);
    expect(headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(headers['x-served-by']).toBe('function:postPage');
    expect(headers['Cache-Control']).toBe(LIST_CACHE_CONTROL);
    expect(render.asked).toEqual(['/voa/blog/posts/rain']);
    expect(body).toContain('<article>/voa/blog/posts/rain</article>');
  });

  it('answers 404 when the render found no post the public may read (a draft, a missing post)', async () => {
    const { status, body } = await get('/voa/blog/posts/a-draft', standInRender(404));
    expect(status).toBe(404);
    expect(body).toContain('<article>/voa/blog/posts/a-draft</article>');
  });

  it('answers the site’s 404 page for a malformed address, without rendering, with or without a query', async () => {
    for (const url of ['/voa/blog/posts/%E0%A4%A', '/voa/blog/posts/a%2Fb', '/voa/blog/posts/%E0%A4%A?x=1']) {
      const render = standInRender();
      const { status, headers, body } = await get(url, render);
      expect(status, url).toBe(404);
      expect(body, url).toBe(notFoundPage);
      expect(headers.Location, url).toBeUndefined();
      expect(render.asked, url).toEqual([]);
    }
  });

  it('redirects a query string to the post’s one address, for a post in any script, without rendering', async () => {
    const amharic = `/voa/blog/posts/${encodeURIComponent('የአፍሪካ-ድምፆች')}`;
    for (const [url, location] of [
      ['/voa/blog/posts/rain?v=anything', '/voa/blog/posts/rain'],
      ['/voa/blog/posts/rain?utm_source=x&fbclid=y', '/voa/blog/posts/rain'],
      ['/voa/blog/posts/rain?', '/voa/blog/posts/rain'],
      [`${amharic}?x=1`, amharic],
    ] as const) {
      const render = standInRender();
      const { status, headers, body } = await get(url, render);
      expect(render.asked, url).toEqual([]);
      expect(status, url).toBe(301);
      expect(headers.Location, url).toBe(location);
      expect(headers['Cache-Control'], url).toBe('public, max-age=86400, s-maxage=604800');
      expect(body, url).toBe('');
    }
  });

  it('refuses other methods than GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const { status, headers } = await get('/voa/blog/posts/rain', standInRender(), method);
      expect(status, method).toBe(405);
      expect(headers.Allow, method).toBe('GET, HEAD');
    }
    for (const method of ['GET', 'HEAD'])
      expect((await get('/voa/blog/posts/rain', standInRender(), method)).status, method).toBe(200);
  });
});

describe('slugOf', () => {
  it('decodes the one segment after /voa/blog/posts/, and nothing else', () => {
    expect(slugOf('/voa/blog/posts/rain')).toBe('rain');
    expect(slugOf(`/voa/blog/posts/${encodeURIComponent('ድምፆች')}`)).toBe('ድምፆች');
    expect(slugOf('/voa/blog/posts/')).toBeNull();
    expect(slugOf('/voa/blog/posts/a%2Fb')).toBeNull();
    expect(slugOf('/voa/blog/posts/..')).toBeNull();
    expect(slugOf('/voa/blog/rain')).toBeNull();
  });
});
