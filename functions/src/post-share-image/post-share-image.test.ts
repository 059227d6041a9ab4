import path from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  PACKAGED_ASSETS_DIR,
  packagedAssets,
  shareImageRenderer,
  type ShareImageRenderer,
} from '#shared/share-image/index.js';
import { clearFirestore, emulatedFirestore, recordingResponse } from '../test-support.js';
import {
  MAX_TITLE_CHARS,
  handlePostShareImage,
  imageSlugOf,
  panelTitle,
  postByline,
  rendererCache,
} from './post-share-image.js';
import { postDocument } from '#shared/testing/documents.js';

const { db, projectId } = emulatedFirestore();
const published = Timestamp.fromDate(new Date(Date.UTC(2026, 10, 20, 9, 30, 0)));

/**
 * The fonts and artwork as deployed: the copies the functions' build (which the tests run after)
 * put in functions/lib/share-image.
 */
const assets = packagedAssets(path.resolve('functions/lib', PACKAGED_ASSETS_DIR));
let created = 0;
const renderer = rendererCache(
  async () => 'Sankofa Editorial',
  (name) => {
    created += 1;
    return shareImageRenderer(name, assets);
  },
);

const post = (title: string, overrides: Record<string, unknown> = {}) => ({
  // A cover is never fetched: every post's image is the blog's artwork.
  ...postDocument('unused', published, { title, coverUrl: 'http://169.254.169.254/computeMetadata/v1/' }),
  ...overrides,
});

/** Every test post's version: its last edit, which is its publication (post() below). */
const version = `?v=${published.toMillis()}`;

/**
 * The handler's answer for `url`; without a query string, at the address the pages name (the
 * current version), which is the one that renders.
 */
async function get(url: string, method = 'GET', render: () => Promise<ShareImageRenderer> = renderer) {
  const { answer, response } = recordingResponse<Buffer | string>(Buffer.alloc(0));
  const [path = url, query] = url.split('?');
  const requested = query === undefined ? `${url}${version}` : url;
  await handlePostShareImage({ method, path, url: requested }, response, { db, renderer: render });
  return answer;
}

/** Mean absolute difference between two images' pixels, 0 to 255. */
async function difference(a: Buffer | string, b: Buffer | string): Promise<number> {
  const [x, y] = await Promise.all(
    [a, b].map((image) =>
      sharp(image as Buffer)
        .raw()
        .toBuffer(),
    ),
  );
  let sum = 0;
  for (let i = 0; i < (x?.length ?? 0); i++) sum += Math.abs((x?.[i] ?? 0) - (y?.[i] ?? 0));
  return sum / (x?.length ?? 1);
}

beforeEach(async () => {
  await clearFirestore(projectId);
});

describe('a post’s link-preview image', () => {
  it('is a 1200×630 JPEG of a published post, cacheable for a day at most, as the cover it shows', async () => {
    await db.doc('posts/rain').set(post('Rain over Onitsha'));
    const { status, headers, body } = await get('/share/posts/rain.jpg');
    expect(status).toBe(200);
    expect(headers['Content-Type']).toBe('image/jpeg');
    expect(headers['Cache-Control']).toBe('public, max-age=86400, s-maxage=86400');
    const { width, height, format } = await sharp(body as Buffer).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
  });

  it('carries the post’s title: another title gives other pixels, and no title (site name alone) others still', async () => {
    await db.doc('posts/a').set(post('Rain over Onitsha'));
    await db.doc('posts/b').set(post('Harmattan in Kano'));
    const [a, b] = await Promise.all([get('/share/posts/a.jpg'), get('/share/posts/b.jpg')]);
    expect(await difference(a.body, b.body)).toBeGreaterThan(0.5);
    const nameOnly = (await (await renderer()).render({ title: '', artwork: 'tile-dusk' })).jpeg;
    expect(await difference(a.body, nameOnly)).toBeGreaterThan(0.5);
    // The fonts were loaded once for all of them.
    expect(created).toBe(1);
  });

  it('names the post’s author under the title: the same title by another author gives other pixels', async () => {
    await db.doc('posts/by-chiamaka').set(post('Rain over Onitsha'));
    await db.doc('posts/by-tesfaye').set(post('Rain over Onitsha', { author: { displayName: 'ተስፋዬ ገብሬ' } }));
    const [chiamaka, tesfaye] = await Promise.all([
      get('/share/posts/by-chiamaka.jpg'),
      get('/share/posts/by-tesfaye.jpg'),
    ]);
    const render = await renderer();
    const expected = await render.render({
      title: 'Rain over Onitsha',
      byline: 'By Chiamaka Eze',
      artwork: 'tile-dusk',
    });
    expect(expected.bylineShown).toBe(true);
    expect(Buffer.from(chiamaka.body).equals(expected.jpeg)).toBe(true);
    expect(await difference(chiamaka.body, tesfaye.body)).toBeGreaterThan(0.2);
    const untitled = await render.render({ title: 'Rain over Onitsha', artwork: 'tile-dusk' });
    expect(await difference(chiamaka.body, untitled.jpeg)).toBeGreaterThan(0.2);
  });

  it('leaves off an author’s name the fonts lack, and keeps the title', async () => {
    await db.doc('posts/arabic-name').set(post('Rain over Onitsha', { author: { displayName: 'أمينة' } }));
    const { body } = await get('/share/posts/arabic-name.jpg');
    const titleOnly = await (await renderer()).render({ title: 'Rain over Onitsha', artwork: 'tile-dusk' });
    expect(Buffer.from(body).equals(titleOnly.jpeg)).toBe(true);
  });

  it('draws a Yorùbá title (Latin with diacritics and dotted vowels)', async () => {
    const title = 'Ìtàn àwọn Yorùbá: ẹ̀kọ́ àti ọjà';
    await db.doc('posts/itan').set(post(title));
    const { status, body } = await get(`/share/posts/${encodeURIComponent('itan')}.jpg`);
    expect(status).toBe(200);
    expect((await (await renderer()).render({ title, artwork: 'tile-dusk' })).titleShown).toBe(true);
    const nameOnly = (await (await renderer()).render({ title: '', artwork: 'tile-dusk' })).jpeg;
    expect(await difference(body, nameOnly)).toBeGreaterThan(0.5);
  });

  it('draws an Amharic title (Ethiopic letters)', async () => {
    const title = 'የአፍሪካ ድምፆች';
    await db.doc('posts/የአፍሪካ-ድምፆች').set(post(title));
    const { status, body } = await get(`/share/posts/${encodeURIComponent('የአፍሪካ-ድምፆች')}.jpg`);
    expect(status).toBe(200);
    const nameOnly = (await (await renderer()).render({ title: '', artwork: 'tile-dusk' })).jpeg;
    expect(await difference(body, nameOnly)).toBeGreaterThan(0.5);
  });

  it.each([
    ['Arabic', 'أصوات-أفريقيا', 'أصوات أفريقيا'],
    ['Tifinagh', 'ⵜⴰⵎⴰⵣⵉⵖⵜ', 'ⵜⴰⵎⴰⵣⵉⵖⵜ'],
  ])(
    'falls back to the site’s name alone for an %s title, which the fonts lack: no boxes, no error',
    async (_script, slug, title) => {
      await db.doc(`posts/${slug}`).set(post(title));
      const { status, headers, body } = await get(`/share/posts/${encodeURIComponent(slug)}.jpg`);
      expect(status).toBe(200);
      expect(headers['Content-Type']).toBe('image/jpeg');
      const nameOnly = (await (await renderer()).render({ title: '', artwork: 'tile-dusk' })).jpeg;
      expect(Buffer.from(body).equals(nameOnly)).toBe(true);
    },
  );

  it('answers 404, kept 5 minutes, for a draft, a submitted post, a missing post or another address', async () => {
    await db.doc('posts/a-draft').set(post('A draft', { status: 'draft', published: null }));
    await db.doc('posts/submitted').set(post('Submitted', { status: 'submitted', published: null }));
    for (const path of [
      '/share/posts/a-draft.jpg',
      '/share/posts/submitted.jpg',
      '/share/posts/nope.jpg',
      '/share/posts/a-draft.png',
      '/share/posts/%E0%A4%A.jpg',
      '/share/posts/..%2F..%2Fetc.jpg',
    ]) {
      const { status, headers } = await get(path);
      expect(status, path).toBe(404);
      expect(headers['Content-Type'], path).toBe('text/plain; charset=utf-8');
      expect(headers['Cache-Control'], path).toBe('public, max-age=0, s-maxage=300');
    }
  });

  it('redirects any other version or query to the current version, kept 5 minutes, without rendering', async () => {
    await db.doc('posts/rain').set(post('Rain over Onitsha'));
    let renders = 0;
    const counting = async (): Promise<ShareImageRenderer> => {
      const real = await renderer();
      return { render: (options) => ((renders += 1), real.render(options)) };
    };
    const older = `?v=${published.toMillis() - 1}`;
    for (const query of [
      older,
      '?v=anything',
      '?',
      '?x=1',
      `${version}&x=1`,
      `${version}&v=1`,
      `?x=1&${version.slice(1)}`,
    ]) {
      const url = `/share/posts/rain.jpg${query}`;
      const { status, headers, body } = await get(url, 'GET', counting);
      expect(status, url).toBe(302);
      expect(headers.Location, url).toBe(`/share/posts/rain.jpg${version}`);
      expect(headers['Cache-Control'], url).toBe('public, max-age=300, s-maxage=300');
      expect(Buffer.from(body).length, url).toBe(0);
    }
    // No query string at all (get() would add the version).
    const unversioned = recordingResponse<Buffer | string>(Buffer.alloc(0));
    const request = { method: 'GET', path: '/share/posts/rain.jpg', url: '/share/posts/rain.jpg' };
    await handlePostShareImage(request, unversioned.response, { db, renderer: counting });
    expect(unversioned.answer.status).toBe(302);
    expect(unversioned.answer.headers.Location).toBe(`/share/posts/rain.jpg${version}`);
    expect(renders).toBe(0);
    // The current version renders, cached a day.
    const { status, headers } = await get(`/share/posts/rain.jpg${version}`, 'GET', counting);
    expect(status).toBe(200);
    expect(headers['Cache-Control']).toBe('public, max-age=86400, s-maxage=86400');
    expect(renders).toBe(1);
  });

  it('redirects the address of an earlier edit to the edited post’s image, a percent-encoded slug too', async () => {
    const slug = 'የአፍሪካ-ድምፆች';
    const edited = Timestamp.fromMillis(published.toMillis() + 60_000);
    await db.doc(`posts/${slug}`).set(post('የአፍሪካ ድምፆች', { updated: edited }));
    const path = `/share/posts/${encodeURIComponent(slug)}.jpg`;
    const { status, headers } = await get(`${path}${version}`);
    expect(status).toBe(302);
    expect(headers.Location).toBe(`${path}?v=${edited.toMillis()}`);
    expect((await get(`${path}?v=${edited.toMillis()}`)).status).toBe(200);
  });

  it('answers 404 for a missing post whatever its query string', async () => {
    const { status, headers } = await get('/share/posts/nope.jpg?v=anything');
    expect(status).toBe(404);
    expect(headers.Location).toBeUndefined();
  });

  it('refuses other methods than GET and HEAD', async () => {
    await db.doc('posts/rain').set(post('Rain over Onitsha'));
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const { status, headers } = await get('/share/posts/rain.jpg', method);
      expect(status, method).toBe(405);
      expect(headers.Allow, method).toBe('GET, HEAD');
    }
    for (const method of ['GET', 'HEAD']) expect((await get('/share/posts/rain.jpg', method)).status, method).toBe(200);
  });

  it('draws the site’s name alone when the title cannot be laid out at all, rather than fail', async () => {
    await db.doc('posts/rain').set(post('Rain over Onitsha'));
    const real = await renderer();
    const failing: ShareImageRenderer = {
      render: async (options) => {
        if (options.title) throw new Error('satori could not lay it out');
        return real.render(options);
      },
    };
    const { status, body } = await get('/share/posts/rain.jpg', 'GET', async () => failing);
    expect(status).toBe(200);
    expect(Buffer.from(body).equals((await real.render({ title: '', artwork: 'tile-dusk' })).jpeg)).toBe(true);
  });
});

describe('imageSlugOf', () => {
  it('decodes the one segment between /share/posts/ and .jpg', () => {
    expect(imageSlugOf('/share/posts/rain.jpg')).toBe('rain');
    expect(imageSlugOf(`/share/posts/${encodeURIComponent('ድምፆች')}.jpg`)).toBe('ድምፆች');
    expect(imageSlugOf('/share/posts/.jpg')).toBeNull();
    expect(imageSlugOf('/share/posts/a%2Fb.jpg')).toBeNull();
    expect(imageSlugOf('/share/posts/rain')).toBeNull();
    expect(imageSlugOf('/voa/blog/posts/rain.jpg')).toBeNull();
  });
});

describe('postByline', () => {
  it('is "By" and the name, spaces tidied; nothing for a post with no name', () => {
    expect(postByline('  Chiamaka   Eze ')).toBe('By Chiamaka Eze');
    expect(postByline('')).toBeUndefined();
    expect(postByline('   ')).toBeUndefined();
  });
});

describe('panelTitle', () => {
  it('keeps a title that fits, and cuts a long one at a word with an ellipsis', () => {
    expect(panelTitle('  Rain   over Onitsha ')).toBe('Rain over Onitsha');
    const long = 'word '.repeat(40).trim();
    const cut = panelTitle(long);
    expect([...cut].length).toBeLessThanOrEqual(MAX_TITLE_CHARS + 1);
    expect(cut).toMatch(/^(word )+word…$/);
  });
});
