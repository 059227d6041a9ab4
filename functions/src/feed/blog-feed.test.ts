import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore, emulatedFirestore, recordingResponse, watched } from '../test-support.js';
import { FEED_SIZE, handleBlogFeed, xmlText } from './blog-feed.js';
import { postDocument } from '#shared/testing/documents.js';
import type { PostStatus } from '#shared/model/index.js';

const { db, projectId } = emulatedFirestore();
const origin = 'https://voices.example';
const now = new Date(Date.UTC(2026, 10, 26, 12, 0, 0));
const day = (n: number) => Timestamp.fromDate(new Date(Date.UTC(2026, 10, n, 9, 0, 0)));

const post = (
  title: string,
  status: PostStatus,
  published: number | null,
  overrides: Record<string, unknown> = {},
) => ({
  ...postDocument('unused', day(1), {
    title,
    body: 'The **rain** came early that year.',
    status,
    updated: published === null ? day(1) : day(published),
    published: published === null ? null : day(published),
  }),
  ...overrides,
});

/** The handler's answer. */
async function get(method = 'GET', url = '/voa/blog/feed.xml', database: typeof db = db) {
  const { answer, response } = recordingResponse<string>('');
  await handleBlogFeed({ method, url }, response, { db: database, origin, now });
  return answer;
}

const entries = (xml: string) => [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((match) => match[1] ?? '');

beforeEach(async () => {
  await clearFirestore(projectId);
});

describe('the blog feed handler', () => {
  it('redirects any query string to the feed’s one address, kept long, without reading a post', async () => {
    for (const url of ['/voa/blog/feed.xml?v=anything', '/voa/blog/feed.xml?', '/voa/blog/feed.xml?a=1&b=2']) {
      const reads = watched(db);
      const { status, headers, body } = await get('GET', url, reads.value);
      expect(reads.touched, url).toEqual([]);
      expect(status, url).toBe(301);
      expect(headers.Location, url).toBe('/voa/blog/feed.xml');
      expect(headers['Cache-Control'], url).toBe('public, max-age=86400, s-maxage=604800');
      expect(body, url).toBe('');
    }
    const { status, headers } = await get('GET', '/voa/blog/feed.xml');
    expect(status).toBe(200);
    expect(headers.Location).toBeUndefined();
  });

  it('answers Atom with the cache header, the published posts only, newest first', async () => {
    await db.doc('posts/older').set(post('Older', 'published', 10));
    await db.doc('posts/newer').set(post('Newer', 'published', 20, { updated: day(22) }));
    await db.doc('posts/a-draft').set(post('A draft', 'draft', null));
    await db.doc('posts/submitted').set(post('Submitted', 'submitted', null));
    const { status, headers, body } = await get();
    expect(status).toBe(200);
    expect(headers['Content-Type']).toBe('application/atom+xml; charset=utf-8');
    expect(headers['Cache-Control']).toBe('public, max-age=300, s-maxage=600');
    expect(body).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
    expect(body).toContain(`<link rel="self" type="application/atom+xml" href="${origin}/voa/blog/feed.xml"/>`);
    // The feed is as new as its newest change.
    expect(body).toContain('<updated>2026-11-22T09:00:00.000Z</updated>');
    const [first, second, ...rest] = entries(body);
    expect(rest).toEqual([]);
    expect(first).toContain('<title type="text">Newer</title>');
    expect(first).toContain(`<id>${origin}/voa/blog/posts/newer</id>`);
    expect(first).toContain(`<link rel="alternate" type="text/html" href="${origin}/voa/blog/posts/newer"/>`);
    expect(first).toContain('<published>2026-11-20T09:00:00.000Z</published>');
    expect(first).toContain('<updated>2026-11-22T09:00:00.000Z</updated>');
    expect(first).toContain('<author><name>Chiamaka Eze</name></author>');
    expect(first).toContain('<summary type="text">The rain came early that year.</summary>');
    expect(second).toContain('<title type="text">Older</title>');
    expect(body).not.toContain('draft');
    expect(body).not.toContain('Submitted');
  });

  it('carries titles in any script, their slugs percent-encoded in the links', async () => {
    await db.doc('posts/የአፍሪካ-ድምፆች').set(post('የአፍሪካ ድምፆች', 'published', 10));
    await db.doc('posts/أصوات-أفريقيا').set(post('أصوات أفريقيا', 'published', 11));
    const { body } = await get();
    expect(body).toContain('<title type="text">የአፍሪካ ድምፆች</title>');
    expect(body).toContain('<title type="text">أصوات أفريقيا</title>');
    expect(body).toContain(`href="${origin}/voa/blog/posts/${encodeURIComponent('የአፍሪካ-ድምፆች')}"`);
    expect(body).toContain(`<id>${origin}/voa/blog/posts/${encodeURIComponent('أصوات-أفريقيا')}</id>`);
  });

  it('escapes the writers’ text, and drops characters XML cannot carry', async () => {
    await db.doc('posts/tricky').set(
      post('Fish & chips <script>alert("x")</script>', 'published', 10, {
        author: { displayName: 'O’Neil & "Sons"', type: 'voice' },
        body: 'Less < more & a bell\u0007.',
      }),
    );
    const { body } = await get();
    expect(body).toContain(
      '<title type="text">Fish &amp; chips &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</title>',
    );
    expect(body).toContain('<name>O’Neil &amp; &quot;Sons&quot;</name>');
    expect(body).toContain('<summary type="text">Less &lt; more &amp; a bell.</summary>');
    expect(body).not.toContain('<script>');
    expect(body).not.toContain('\u0007');
    expect(xmlText("'")).toBe('&apos;');
    // A lone surrogate and U+FFFE are no XML characters either; a letter beyond the BMP (Adlam) is.
    expect(xmlText('a\uD800b\uFFFEc𞤀')).toBe('abc𞤀');
  });

  it(`carries at most ${FEED_SIZE} posts`, async () => {
    const batch = db.batch();
    for (let n = 1; n <= FEED_SIZE + 2; n += 1) batch.set(db.doc(`posts/post-${n}`), post(`Post ${n}`, 'published', n));
    await batch.commit();
    const list = entries((await get()).body);
    expect(list).toHaveLength(FEED_SIZE);
    expect(list[0]).toContain(`Post ${FEED_SIZE + 2}<`);
  });

  it('is a valid feed without posts, dated now, its author the community', async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(entries(body)).toEqual([]);
    expect(body).toContain('<updated>2026-11-26T12:00:00.000Z</updated>');
    expect(body).toContain('<author><name>Voices of Africa</name></author>');
  });

  it('answers HEAD like GET, and 405 to other methods', async () => {
    await db.doc('posts/one').set(post('One', 'published', 10));
    const [head, full] = [await get('HEAD'), await get('GET')];
    expect(head.status).toBe(200);
    expect(head.headers).toEqual(full.headers);
    // The same feed: Express sends a HEAD answer's headers without its body (tests/functions/feed).
    expect(head.body).toBe(full.body);
    expect(entries(head.body)).toHaveLength(1);
    const post_ = await get('POST');
    expect(post_.status).toBe(405);
    expect(post_.headers.Allow).toBe('GET, HEAD');
    expect(post_.body).toBe('');
  });
});
