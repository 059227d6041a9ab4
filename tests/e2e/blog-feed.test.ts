import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { siteOrigin } from '#tools/e2e/site.ts';
import { useBrowser } from './support/browser.ts';
import { updateDoc } from './support/firestore.ts';
import { openWatchedPage, visit } from './support/page.ts';
import { postDocument } from '#shared/testing/documents.ts';

/**
 * The blog for feed readers and writers of every script: /voa/blog/feed.xml through Hosting's
 * rewrite to the blogFeed function, read by the browser's own XML parser and checked for what
 * RFC 4287 requires, and a post whose title is Amharic, opened at its percent-encoded address.
 */
const browser = useBrowser();
const ATOM = 'http://www.w3.org/2005/Atom';
/** functions/.env.demo-voices-of-africa's SITE_ORIGIN: the feed's absolute URLs. */
const FEED_ORIGIN = 'https://sankofaeditorial.com';

/** A published post as the admin section leaves it (rules bypassed: the journey arranges it). */
async function publishPost(slug: string, title: string) {
  await updateDoc(
    `posts/${slug}`,
    postDocument(slug, new Date(), {
      title,
      authorUid: 'feed-test-voice',
      author: { displayName: 'Mekdes Alemu', type: 'voice' },
      body: 'ድምፆች **from** Addis & beyond.',
      tags: ['amharic'],
    }),
  );
}

/** What the feed holds, as a browser's DOMParser reads it; `error` when it is not well-formed XML. */
interface ParsedFeed {
  error: string | null;
  root: { namespace: string | null; name: string };
  feed: { id: string[]; title: string[]; updated: string[]; author: number; selfLinks: string[] };
  entries: { id: string[]; title: string[]; updated: string[]; author: number; alternate: string[] }[];
}

describe('the blog feed', () => {
  it('serves Atom at /voa/blog/feed.xml that a browser parses, with what RFC 4287 requires', async () => {
    const suffix = randomUUID().slice(0, 6);
    const title = `የአፍሪካ ድምፆች ${suffix}`;
    const slug = `የአፍሪካ-ድምፆች-${suffix}`;
    await publishPost(slug, title);

    const response = await fetch(`${siteOrigin}/voa/blog/feed.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=600');
    const xml = await response.text();

    const { page, close } = await openWatchedPage(browser());
    try {
      const parsed = await page.evaluate(
        ({ text, ns }): ParsedFeed => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          const error = doc.getElementsByTagName('parsererror')[0]?.textContent ?? null;
          const root = doc.documentElement;
          /** The text of the element's own Atom children of that name. */
          const own = (parent: Element, name: string) =>
            Array.from(parent.children).filter((child) => child.namespaceURI === ns && child.localName === name);
          const texts = (parent: Element, name: string) => own(parent, name).map((child) => child.textContent ?? '');
          const links = (parent: Element, rel: string) =>
            own(parent, 'link')
              .filter((link) => (link.getAttribute('rel') ?? 'alternate') === rel)
              .map((link) => link.getAttribute('href') ?? '');
          const authorCount = (parent: Element) =>
            own(parent, 'author').filter((author) => own(author, 'name').some((name) => name.textContent?.trim()))
              .length;
          return {
            error,
            root: { namespace: root.namespaceURI, name: root.localName },
            feed: {
              id: texts(root, 'id'),
              title: texts(root, 'title'),
              updated: texts(root, 'updated'),
              author: authorCount(root),
              selfLinks: links(root, 'self'),
            },
            entries: own(root, 'entry').map((entry) => ({
              id: texts(entry, 'id'),
              title: texts(entry, 'title'),
              updated: texts(entry, 'updated'),
              author: authorCount(entry),
              alternate: links(entry, 'alternate'),
            })),
          };
        },
        { text: xml, ns: ATOM },
      );

      expect(parsed.error).toBeNull();
      expect(parsed.root).toEqual({ namespace: ATOM, name: 'feed' });
      // atom:feed: exactly one id, title and updated, a self link, and an author (or one per entry).
      expect(parsed.feed.id).toEqual([`${FEED_ORIGIN}/voa/blog`]);
      expect(parsed.feed.title).toEqual(['VOA Blog']);
      expect(parsed.feed.updated).toHaveLength(1);
      expect(Number.isNaN(Date.parse(parsed.feed.updated[0] ?? ''))).toBe(false);
      expect(parsed.feed.selfLinks).toEqual([`${FEED_ORIGIN}/voa/blog/feed.xml`]);
      expect(parsed.feed.author).toBe(1);
      // atom:entry: exactly one id, title and updated each, an alternate link, an author.
      expect(parsed.entries.length).toBeGreaterThan(0);
      for (const entry of parsed.entries) {
        expect(entry.id).toHaveLength(1);
        expect(entry.title).toHaveLength(1);
        expect(entry.updated).toHaveLength(1);
        expect(Number.isNaN(Date.parse(entry.updated[0] ?? ''))).toBe(false);
        expect(entry.alternate).toHaveLength(1);
        expect(entry.author).toBe(1);
      }
      const url = `${FEED_ORIGIN}/voa/blog/posts/${encodeURIComponent(slug)}`;
      expect(parsed.entries).toContainEqual(expect.objectContaining({ title: [title], id: [url], alternate: [url] }));
    } finally {
      await close();
    }
  });

  it('is linked from the prerendered blog page’s head, for feed readers to discover', async () => {
    const html = await (await fetch(`${siteOrigin}/voa/blog`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<link [^>]*rel="alternate" type="application\/atom\+xml" title="VOA Blog" href="\/voa\/blog\/feed.xml"/,
    );
  });

  it('opens a post with an Amharic title at its percent-encoded address', async () => {
    const suffix = randomUUID().slice(0, 6);
    const title = `ድምፆች ከአዲስ ${suffix}`;
    const slug = `ድምፆች-ከአዲስ-${suffix}`;
    await publishPost(slug, title);
    const { page, problems, close } = await openWatchedPage(browser());
    try {
      await visit(page, `/voa/blog/posts/${encodeURIComponent(slug)}`);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).count()).toBe(1);
      expect(await page.locator('main').innerText()).toContain('Mekdes Alemu');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
