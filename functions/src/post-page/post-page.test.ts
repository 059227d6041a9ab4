import { readFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore, emulatedFirestore, recordingResponse, watched } from '../test-support.js';
import { handlePostPage, slugOf, type SitePage } from './post-page.js';
import { postDocument } from '#shared/testing/documents.js';

const { db, projectId } = emulatedFirestore();
const origin = 'https://voices.example';
const published = Timestamp.fromDate(new Date(Date.UTC(2026, 10, 20, 9, 30, 0)));

/** web/index.html as the build writes it (its %VITE_…% values replaced): the shell Hosting serves at /_shell. */
const shell = readFileSync('web/index.html', 'utf8')
  .replace(/%VITE_SITE_NAME%/g, 'Sankofa Editorial')
  .replace(/%VITE_SITE_TAGLINE%/g, 'Words that work')
  .replace('/src/main.tsx', '/assets/index-abc123.js');
const inlineScript = /<script>[\s\S]*?<\/script>/.exec(shell)?.[0];
const notFoundPage = '<!doctype html><title>Page not found</title><div id="root">the 404 page</div>';
const sitePage = async (page: SitePage) => (page === '/_shell' ? shell : notFoundPage);

const post = (title: string, overrides: Record<string, unknown> = {}) => ({
  ...postDocument('unused', published, { title, body: 'The **rain** came early that year.' }),
  ...overrides,
});

/** The handler's answer. */
async function get(url: string, method = 'GET', database: typeof db = db) {
  const { answer, response } = recordingResponse<string>('');
  const path = url.split('?')[0] ?? url;
  await handlePostPage({ method, path, url }, response, { db: database, origin, sitePage });
  return answer;
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
/** The content of every <meta> with that property or name in the head, as written (escaped). */
const metas = (html: string, key: string) =>
  [...headOf(html).matchAll(/<meta\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes(`property="${key}"`) || tag.includes(`name="${key}"`))
    .map((tag) => /content="([^"]*)"/.exec(tag)?.[1]);
const titles = (html: string) => [...headOf(html).matchAll(/<title\b[^>]*>([^<]*)<\/title>/g)].map((m) => m[1]);

beforeEach(async () => {
  await clearFirestore(projectId);
});

describe('the post page handler', () => {
  it('answers the shell with the post’s own title, description, image and date, cacheable', async () => {
    await db.doc('posts/rain').set(post('Rain over Onitsha'));
    const { status, headers, body } = await get('/voa/blog/posts/rain');
    expect(status).toBe(200);
    expect(headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(headers['Cache-Control']).toBe('public, max-age=0, s-maxage=300');
    expect(titles(body)).toEqual(['Rain over Onitsha | Sankofa Editorial']);
    expect(metas(body, 'description')).toEqual(['The rain came early that year.']);
    expect(body).toContain(
      '<link data-default-head rel="canonical" href="https://voices.example/voa/blog/posts/rain">',
    );
    expect(metas(body, 'og:type')).toEqual(['article']);
    expect(metas(body, 'og:title')).toEqual(['Rain over Onitsha | Sankofa Editorial']);
    expect(metas(body, 'og:description')).toEqual(['The rain came early that year.']);
    expect(metas(body, 'og:url')).toEqual(['https://voices.example/voa/blog/posts/rain']);
    // The post's own image, with its title (postShareImage), versioned by the post's last edit.
    expect(metas(body, 'og:image')).toEqual([`https://voices.example/share/posts/rain.jpg?v=${published.toMillis()}`]);
    expect(metas(body, 'og:image:width')).toEqual(['1200']);
    expect(metas(body, 'og:image:height')).toEqual(['630']);
    expect(metas(body, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metas(body, 'article:published_time')).toEqual(['2026-11-20T09:30:00.000Z']);
    expect(metas(body, 'article:author')).toEqual(['Chiamaka Eze']);
    // The shell's company defaults are gone; every tag is one main.tsx removes when the app renders.
    expect(body).not.toContain('Words that work');
    expect(
      headOf(body).match(/<title>|<meta (property|name="(description|twitter:card)")|<link rel="canonical"/g),
    ).toBeNull();
  });

  it('keeps the shell’s inline script byte for byte (the CSP allows it by its hash) and an empty #root', async () => {
    await db.doc('posts/rain').set(post('Rain over Onitsha'));
    const { body } = await get('/voa/blog/posts/rain');
    expect(inlineScript).toContain('firebase:authUser:');
    expect(body).toContain(inlineScript);
    expect(body).toContain('<div id="root"></div>');
    expect(body).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
  });

  it('names the uploaded cover’s 1200 px JPEG, with that file’s size and the cover’s alt text', async () => {
    const cover = '/media/post-cover/a1B2c3D4e5F6g7H8i9J0_2400x1205_c0a080';
    await db
      .doc('posts/uploaded')
      .set(post('An uploaded cover', { coverUrl: cover, coverAlt: 'Rain & "thunder" over <Onitsha>' }));
    const { body } = await get('/voa/blog/posts/uploaded');
    expect(metas(body, 'og:image')).toEqual([`${origin}${cover}/1200.jpg`]);
    expect(metas(body, 'og:image:width')).toEqual(['1200']);
    // 1205 × 1200 / 2400 = 602.5, rounded half up as sharp's resize makes the file.
    expect(metas(body, 'og:image:height')).toEqual(['603']);
    expect(metas(body, 'og:image:alt')).toEqual(['Rain &amp; &quot;thunder&quot; over &lt;Onitsha&gt;']);
    expect(metas(body, 'twitter:card')).toEqual(['summary_large_image']);
    expect(body).not.toContain('/share/posts/');
  });

  it('asks for the uploaded cover’s WebP files with the page, as the page lays the cover out', async () => {
    const cover = '/media/post-cover/a1B2c3D4e5F6g7H8i9J0_2400x1205_c0a080';
    await db.doc('posts/preloaded').set(post('A preloaded cover', { coverUrl: cover, coverAlt: 'Rain' }));
    const { body } = await get('/voa/blog/posts/preloaded');
    const srcset = [640, 828, 1200, 1920].map((width) => `${cover}/${width}.webp ${width}w`).join(', ');
    const preload = `<link rel="preload" as="image" type="image/webp" imagesrcset="${srcset}" imagesizes="(min-width: 46rem) 46rem, 100vw" fetchpriority="high">`;
    expect(body.split('</head>')[0]).toContain(preload);
    expect(body.match(/rel="preload"/g)).toHaveLength(1);
  });

  it('names the post’s own image for no cover or an older one, with a version that changes when it is edited', async () => {
    const edited = Timestamp.fromDate(new Date(Date.UTC(2026, 10, 21, 12, 0, 0)));
    for (const [slug, coverUrl] of [
      ['no-cover', ''],
      ['seeded-cover', '/community/photos/reading.webp'],
      ['stored-cover', 'https://firebasestorage.googleapis.com/v0/b/voices/o/cover.jpg?alt=media&token=1'],
      ['album-photo', '/media/album-photo/a1B2c3D4e5F6g7H8i9J0_2400x1600_c0a080'],
    ] as const) {
      await db.doc(`posts/${slug}`).set(post('A post', { coverUrl, updated: edited }));
      const { body } = await get(`/voa/blog/posts/${slug}`);
      expect(metas(body, 'og:image'), slug).toEqual([`${origin}/share/posts/${slug}.jpg?v=${edited.toMillis()}`]);
      expect(metas(body, 'og:image:width'), slug).toEqual(['1200']);
      expect(metas(body, 'og:image:height'), slug).toEqual(['630']);
      expect(metas(body, 'og:image:alt'), slug).toEqual(['A post | Sankofa Editorial']);
      if (coverUrl) expect(body, slug).not.toContain(coverUrl);
      expect(body, slug).not.toContain('rel="preload"');
    }
  });

  it('escapes the writers’ text: a title with <, " and &', async () => {
    await db.doc('posts/tricky').set(
      post('Fish & "chips" <script>alert(1)</script>', {
        author: { displayName: 'O’Neil & <Sons>', type: 'voice' },
        body: 'Less <em is "more" & a bell.',
      }),
    );
    const { body } = await get('/voa/blog/posts/tricky');
    const escaped = 'Fish &amp; &quot;chips&quot; &lt;script&gt;alert(1)&lt;/script&gt; | Sankofa Editorial';
    expect(titles(body)).toEqual([escaped]);
    expect(metas(body, 'og:title')).toEqual([escaped]);
    expect(metas(body, 'og:image:alt')).toEqual([escaped]);
    expect(metas(body, 'description')).toEqual(['Less &lt;em is &quot;more&quot; &amp; a bell.']);
    expect(metas(body, 'article:author')).toEqual(['O’Neil &amp; &lt;Sons&gt;']);
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('<em');
  });

  it('carries Amharic and Arabic titles at their percent-encoded addresses', async () => {
    await db.doc('posts/የአፍሪካ-ድምፆች').set(post('የአፍሪካ ድምፆች'));
    await db.doc('posts/أصوات-أفريقيا').set(post('أصوات أفريقيا'));
    for (const [slug, title] of [
      ['የአፍሪካ-ድምፆች', 'የአፍሪካ ድምፆች'],
      ['أصوات-أفريقيا', 'أصوات أفريقيا'],
    ] as const) {
      const path = `/voa/blog/posts/${encodeURIComponent(slug)}`;
      const { status, body } = await get(path);
      expect(status).toBe(200);
      expect(titles(body)).toEqual([`${title} | Sankofa Editorial`]);
      expect(metas(body, 'og:title')).toEqual([`${title} | Sankofa Editorial`]);
      expect(metas(body, 'og:url')).toEqual([`${origin}${path}`]);
      expect(metas(body, 'og:image')).toEqual([
        `${origin}/share/posts/${encodeURIComponent(slug)}.jpg?v=${published.toMillis()}`,
      ]);
    }
  });

  it('answers the site’s 404 page with the status 404 for a draft, a missing post or a malformed address', async () => {
    await db.doc('posts/a-draft').set(post('A draft', { status: 'draft', published: null }));
    await db.doc('posts/submitted').set(post('Submitted', { status: 'submitted', published: null }));
    for (const path of [
      '/voa/blog/posts/a-draft',
      '/voa/blog/posts/submitted',
      '/voa/blog/posts/nope',
      '/voa/blog/posts/%E0%A4%A',
    ]) {
      const { status, headers, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body).toBe(notFoundPage);
      expect(headers['Cache-Control']).toBe('public, max-age=0, s-maxage=300');
    }
  });

  it('redirects a query string to the post’s one address, for a post in any script, without reading it', async () => {
    await db.doc('posts/rain').set(post('Rain over Onitsha'));
    const amharic = `/voa/blog/posts/${encodeURIComponent('የአፍሪካ-ድምፆች')}`;
    for (const [url, location] of [
      ['/voa/blog/posts/rain?v=anything', '/voa/blog/posts/rain'],
      ['/voa/blog/posts/rain?utm_source=x&fbclid=y', '/voa/blog/posts/rain'],
      ['/voa/blog/posts/rain?', '/voa/blog/posts/rain'],
      // Not there: the redirect costs no read, and its address then answers 404.
      [`${amharic}?x=1`, amharic],
    ] as const) {
      const reads = watched(db);
      const { status, headers, body } = await get(url, 'GET', reads.value);
      expect(reads.touched, url).toEqual([]);
      expect(status, url).toBe(301);
      expect(headers.Location, url).toBe(location);
      expect(headers['Cache-Control'], url).toBe('public, max-age=86400, s-maxage=604800');
      expect(body, url).toBe('');
    }
    expect((await get('/voa/blog/posts/rain')).status).toBe(200);
  });

  it('answers 404, not a redirect, for a malformed address with a query string', async () => {
    const { status, headers } = await get('/voa/blog/posts/%E0%A4%A?x=1');
    expect(status).toBe(404);
    expect(headers.Location).toBeUndefined();
  });

  it('refuses other methods than GET and HEAD', async () => {
    await db.doc('posts/rain').set(post('Rain over Onitsha'));
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const { status, headers } = await get('/voa/blog/posts/rain', method);
      expect(status, method).toBe(405);
      expect(headers.Allow, method).toBe('GET, HEAD');
    }
    for (const method of ['GET', 'HEAD']) expect((await get('/voa/blog/posts/rain', method)).status, method).toBe(200);
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
