import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadRouteTable, publicPages, siteOrigin } from '#tools/e2e/site.ts';
import { useBrowser } from './support/browser.ts';
import { readDoc, updateDoc } from './support/firestore.ts';
import { openWatchedPage, visit } from './support/page.ts';
import { postDocument } from '#shared/testing/documents.ts';
import { parseMediaAddress, postShareImagePath } from '#shared/model/index.ts';

/**
 * Link previews, as a social network's crawler makes them: the HTML fetched without running any
 * script. A post's address is answered by the postPage function through Hosting's rewrite, with
 * the post's own head, which names its uploaded cover or, without one, the post's image (the
 * postShareImage function, through another rewrite); every public page's prerendered HTML names its build-time image.
 */
const browser = useBrowser();
/** web/.env's VITE_SITE_ORIGIN and functions/.env.demo-voices-of-africa's SITE_ORIGIN. */
const ORIGIN = 'https://sankofaeditorial.com';
const CRAWLER = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
/** A post of the demo content (tools/seed/content.ts), with a cover. */
const SEEDED = { slug: 'the-market-women-of-onitsha', title: 'The market women of Onitsha' };

async function crawl(path: string) {
  const response = await fetch(`${siteOrigin}${path}`, { headers: { 'User-Agent': CRAWLER }, redirect: 'manual' });
  return { response, html: await response.text() };
}

/** The head's tags as a crawler reads them: the first <title>, and each <meta>'s content by key. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const metas = [...head.matchAll(/<meta\b[^>]*>/g)].map((match) => match[0]);
  return {
    titles: [...head.matchAll(/<title\b[^>]*>([^<]*)<\/title>/g)].map((match) => decode(match[1] ?? '')),
    meta: (key: string) =>
      metas
        .filter((tag) => tag.includes(`property="${key}"`) || tag.includes(`name="${key}"`))
        .map((tag) => decode(/content="([^"]*)"/.exec(tag)?.[1] ?? '')),
  };
}

describe('a post’s link preview', () => {
  it('is in the HTML of the post’s address: title, description, image, card and date, with no script run', async () => {
    const { response, html } = await crawl(`/voa/blog/posts/${SEEDED.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    // Hosting's headers apply to the function's answer: the shell's inline script runs by its hash.
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
    const head = headOf(html);
    expect(head.titles).toEqual([`${SEEDED.title} | Sankofa Editorial`]);
    expect(head.meta('description')).toEqual([
      expect.stringMatching(/^My grandmother sold cloth at the Onitsha Main Market for forty years\./),
    ]);
    expect(head.meta('og:type')).toEqual(['article']);
    expect(head.meta('og:url')).toEqual([`${ORIGIN}/voa/blog/posts/${SEEDED.slug}`]);
    // Its cover, uploaded to the site: the widest JPEG made up to 1200 pixels, its size and its alt text.
    const post = await readDoc(`posts/${SEEDED.slug}`);
    const cover = parseMediaAddress(String(post?.coverUrl ?? ''));
    expect(cover).not.toBeNull();
    const [imageUrl] = head.meta('og:image');
    expect(imageUrl).toMatch(new RegExp(`^${ORIGIN}/media/post-cover/${cover?.id}_[^/]+/\\d+\\.jpg$`));
    expect(head.meta('og:image:alt')).toEqual([String(post?.coverAlt)]);
    const { pathname } = new URL(imageUrl ?? '');
    const image = await fetch(`${siteOrigin}${pathname}`, { headers: { 'User-Agent': CRAWLER } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const { width, height, format } = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect({ width: String(width), height: String(height), format }).toEqual({
      width: head.meta('og:image:width')[0],
      height: head.meta('og:image:height')[0],
      format: 'jpeg',
    });
    expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
    // The seed dates its story by the day it runs (tools/seed/story.ts): the post's own time.
    expect(head.meta('article:published_time')).toEqual([new Date(String(post?.published)).toISOString()]);
    expect(head.meta('article:author')).toEqual(['Chiamaka Eze']);
  });

  it('names the post’s own image for a post without a cover, and the page then renders the post', async () => {
    const suffix = randomUUID().slice(0, 6);
    const slug = `fish-and-chips-${suffix}`;
    const title = `Fish & "chips" <in Lagos> ${suffix}`;
    const date = new Date(Date.UTC(2026, 10, 1, 8, 0, 0));
    await updateDoc(
      `posts/${slug}`,
      postDocument(slug, date, {
        title,
        authorUid: 'preview-test-voice',
        author: { displayName: 'Mekdes Alemu', type: 'voice' },
        body: 'Salt, vinegar & *rain*.',
      }),
    );
    const { response, html } = await crawl(`/voa/blog/posts/${slug}`);
    expect(response.status).toBe(200);
    const served = headOf(html);
    expect(served.titles).toEqual([`${title} | Sankofa Editorial`]);
    expect(served.meta('description')).toEqual(['Salt, vinegar & rain.']);
    // The post's own image with its title, at an address versioned by its last edit.
    expect(served.meta('og:image')).toEqual([`${ORIGIN}/share/posts/${slug}.jpg?v=${date.getTime()}`]);
    expect(served.meta('og:image:width')).toEqual(['1200']);
    expect(served.meta('og:image:height')).toEqual(['630']);
    expect(served.meta('article:published_time')).toEqual(['2026-11-01T08:00:00.000Z']);
    // Hosting's rewrite of /share/posts/* answers it with the postShareImage function.
    const image = await fetch(`${siteOrigin}/share/posts/${slug}.jpg?v=${date.getTime()}`, {
      headers: { 'User-Agent': CRAWLER },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toBe('public, max-age=86400, s-maxage=86400');
    const { width, height, format } = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });

    // In a browser the app replaces the served tags with its own, which agree, one of each.
    const { page, problems, close } = await openWatchedPage(browser());
    try {
      await visit(page, `/voa/blog/posts/${slug}`);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).count()).toBe(1);
      // The served page shows the heading before it is hydrated: the app's head comes with hydration.
      await expect.poll(() => page.title()).toBe(`${title} | Sankofa Editorial`);
      const rendered = await page.evaluate(() => {
        const content = (key: string) =>
          [...document.head.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((meta) =>
            meta.getAttribute('content'),
          );
        return {
          title: document.title,
          titles: document.head.querySelectorAll('title').length,
          description: content('description'),
          ogImage: content('og:image'),
          card: content('twitter:card'),
          published: content('article:published_time'),
        };
      });
      expect(rendered).toEqual({
        title: `${title} | Sankofa Editorial`,
        titles: 1,
        description: served.meta('description'),
        ogImage: served.meta('og:image'),
        card: ['summary_large_image'],
        published: served.meta('article:published_time'),
      });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('answers the site’s 404 page with the status 404 for a post that is not published', async () => {
    const { response, html } = await crawl('/voa/blog/posts/letters-to-a-young-poet-in-lagos');
    expect(response.status).toBe(404);
    expect(html).toContain('<meta data-default-head name="robots" content="noindex"');
    expect(html).not.toContain('Letters to a young poet');
    const image = await fetch(`${siteOrigin}/share/posts/letters-to-a-young-poet-in-lagos.jpg`);
    expect(image.status).toBe(404);
  });
});

/** The page's canonical address, as its <link rel="canonical">. */
const canonicalOf = (html: string) => /<link\b[^>]*rel="canonical"[^>]*href="([^"]*)"/.exec(html)?.[1];

/** The og:image is served, a JPEG of the size the head says. */
async function expectServedPreview(head: ReturnType<typeof headOf>) {
  const [imageUrl] = head.meta('og:image');
  const image = await fetch(`${siteOrigin}${new URL(imageUrl ?? '').pathname}`, { headers: { 'User-Agent': CRAWLER } });
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/jpeg');
  const { width, height, format } = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
  expect({ width: String(width), height: String(height), format }).toEqual({
    width: head.meta('og:image:width')[0],
    height: head.meta('og:image:height')[0],
    format: 'jpeg',
  });
}

/** Seeded (tools/seed/content.ts, insights.ts): a news item, a library entry with a cover, an album's first photo. */
const NEWS = '/insights/news/lagos-festival-2026';
const ENTRY = { path: '/voa/library/item-1', doc: 'libraryItems/item-1' };
const PHOTO = {
  path: '/voa/photos/lagos-book-and-art-festival-2026/photo-1',
  doc: 'albums/lagos-book-and-art-festival-2026/photos/photo-1',
};

describe('a news item’s, a library entry’s and an album photo’s own address (decision 0123)', () => {
  it('serves a news item with its title, summary, canonical address and the news page’s image, its words in the HTML', async () => {
    const { response, html } = await crawl(NEWS);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-served-by')).toBe('function:communityPage');
    const head = headOf(html);
    expect(head.titles).toEqual(['Our voices on the poetry stage in Lagos | Sankofa Editorial']);
    expect(head.meta('description')).toEqual([
      'Six members read at the Lagos Book and Art Festival, and two aunties ran a memoir workshop.',
    ]);
    expect(canonicalOf(html)).toBe(`${ORIGIN}${NEWS}`);
    expect(head.meta('og:url')).toEqual([`${ORIGIN}${NEWS}`]);
    expect(head.meta('og:image')).toEqual([`${ORIGIN}/og/insights-news.jpg`]);
    expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
    await expectServedPreview(head);
    // Rendered with its data: the body is in the page, not waiting for Firestore.
    expect(html).toContain('Our aunties’ memoir workshop filled every seat on Saturday morning.');
  });

  it('serves a library entry with its title, description, canonical address and its cover as the image', async () => {
    const entry = await readDoc(ENTRY.doc);
    const { response, html } = await crawl(ENTRY.path);
    expect(response.status).toBe(200);
    const head = headOf(html);
    expect(head.titles).toEqual([`${String(entry?.title)} · Voices of Africa | Sankofa Editorial`]);
    expect(head.meta('description')).toEqual([String(entry?.description)]);
    expect(canonicalOf(html)).toBe(`${ORIGIN}${ENTRY.path}`);
    const cover = parseMediaAddress(String(entry?.coverUrl ?? ''));
    expect(head.meta('og:image')).toEqual([
      expect.stringMatching(new RegExp(`^${ORIGIN}/media/library-cover/${cover?.id}_[^/]+/\\d+\\.jpg$`)),
    ]);
    expect(head.meta('og:image:alt')).toEqual([String(entry?.coverAlt)]);
    await expectServedPreview(head);
    expect(html).toContain(`<h1`);
    expect(html).toContain(String(entry?.author));
  });

  it('serves an album photo with its caption and album as the title, its description, and the photo as the image', async () => {
    const photo = await readDoc(PHOTO.doc);
    const { response, html } = await crawl(PHOTO.path);
    expect(response.status).toBe(200);
    const head = headOf(html);
    expect(head.titles).toEqual([`${String(photo?.caption)} · Lagos Book and Art Festival | Sankofa Editorial`]);
    expect(head.meta('description')).toEqual([String(photo?.alt)]);
    expect(canonicalOf(html)).toBe(`${ORIGIN}${PHOTO.path}`);
    const image = parseMediaAddress(String(photo?.imageUrl ?? ''));
    expect(head.meta('og:image')).toEqual([
      expect.stringMatching(new RegExp(`^${ORIGIN}/media/album-photo/${image?.id}_[^/]+/\\d+\\.jpg$`)),
    ]);
    expect(head.meta('og:image:alt')).toEqual([String(photo?.alt)]);
    await expectServedPreview(head);
    // The photo itself, large, in the HTML, described.
    expect(html).toMatch(new RegExp(`<img[^>]*alt="${String(photo?.alt)}"`));
  });

  it.each([
    '/insights/news/no-such-item',
    // An item of another kind is not news.
    '/insights/news/harmattan',
    '/voa/library/no-such-entry',
    '/voa/photos/lagos-book-and-art-festival-2026/no-such-photo',
    '/voa/photos/no-such-album/photo-1',
  ])('answers %s with 404 and noindex', async (path) => {
    const { response, html } = await crawl(path);
    expect(response.status).toBe(404);
    expect(headOf(html).meta('robots')).toEqual(['noindex']);
    expect(canonicalOf(html)).toBeUndefined();
  });
});

describe('the rendered functions through Hosting: one address per answer, whatever the query string', () => {
  it('redirects a post’s page, the feed and a post’s image to their canonical address, then serves it', async () => {
    const post = `/voa/blog/posts/${SEEDED.slug}`;
    const page = await crawl(`${post}?v=anything&utm_source=x`);
    expect(page.response.status).toBe(301);
    expect(page.response.headers.get('location')).toBe(post);
    // Hosting's header rule for post pages sets the redirect's cache too: a minute at the CDN.
    expect(page.response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );

    const feed = await crawl('/voa/blog/feed.xml?x=1');
    expect(feed.response.status).toBe(301);
    expect(feed.response.headers.get('location')).toBe('/voa/blog/feed.xml');

    // The post's own image (its link preview is its cover, but its share image is still served).
    const stored = await readDoc(`posts/${SEEDED.slug}`);
    const version = new Date(String(stored?.updated ?? stored?.published));
    const { pathname, search } = new URL(postShareImagePath(SEEDED.slug, version), siteOrigin);
    for (const stale of ['?v=anything', '?v=1', '', `${search}&x=1`]) {
      const image = await fetch(`${siteOrigin}${pathname}${stale}`, { redirect: 'manual' });
      expect(image.status, stale).toBe(302);
      expect(image.headers.get('location'), stale).toBe(`${pathname}${search}`);
      expect(image.headers.get('cache-control'), stale).toBe('public, max-age=300, s-maxage=300');
    }
    // Followed, as a crawler does: the current version's image.
    const followed = await fetch(`${siteOrigin}${pathname}?v=1`);
    expect(followed.status).toBe(200);
    expect(followed.url).toBe(`${siteOrigin}${pathname}${search}`);
    expect(followed.headers.get('content-type')).toBe('image/jpeg');
  });
});

const pages = publicPages(await loadRouteTable());

describe('every public page’s link preview', () => {
  it.each(pages)('$path names its own 1200×630 image and a large card in its HTML', async ({ path }) => {
    const { response, html } = await crawl(path);
    expect(response.status).toBe(200);
    const head = headOf(html);
    const name = path.split('/').filter(Boolean).join('-');
    expect(head.meta('og:image')).toEqual([`${ORIGIN}/og/${name}.jpg`]);
    expect(head.meta('og:image:width')).toEqual(['1200']);
    expect(head.meta('og:image:height')).toEqual(['630']);
    expect(head.meta('og:image:alt')).toEqual(head.titles);
    expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(head.meta('og:type')).toEqual(['website']);
    const image = await fetch(`${siteOrigin}/og/${name}.jpg`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const { width, height, format } = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
  });
});
