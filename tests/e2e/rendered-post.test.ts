import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteOrigin } from '#tools/e2e/site.ts';
import { repoRoot } from '#tools/emulators/config.ts';
import { useBrowser } from './support/browser.ts';
import { firestoreOrigin, readDoc, updateDoc } from './support/firestore.ts';
import { openWatchedPage, visit } from './support/page.ts';
import { postDocument } from '#shared/testing/documents.ts';

/**
 * A post's page rendered with its data by the postPage function, through the site's own server
 * entry (docs/decisions/0110-posts-rendered-with-their-data.md): whole without JavaScript, hydrated
 * without Firestore or the Markdown renderer, and the body the app itself renders.
 */
const browser = useBrowser();
/** A post of the demo content (tools/seed/content.ts): a cover, three tags, comments. */
const SEEDED = {
  slug: 'the-market-women-of-onitsha',
  title: 'The market women of Onitsha',
  author: 'Chiamaka Eze',
  tags: ['fiction', 'nigeria', 'memory'],
};
const seededPath = `/voa/blog/posts/${SEEDED.slug}`;

/** The e2e build's files of a source module (its chunk and the chunks only it imports), by the build's manifest. */
function builtFileOf(source: string): string {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'web/dist-e2e/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`the e2e build has no chunk for ${source}`);
  return `/${file}`;
}

describe('a post, rendered with its data', () => {
  it('without JavaScript, shows its title, byline, date, cover, whole body, tags and comments', async () => {
    const { page, close } = await openWatchedPage(browser(), { javaScriptEnabled: false, baseURL: siteOrigin });
    try {
      const response = await page.goto(seededPath);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
      const main = page.locator('main');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(SEEDED.title);
      const byline = main.getByRole('link', { name: SEEDED.author });
      expect(await byline.getAttribute('href')).toMatch(/^\/voa\//);
      // The seed dates its story by the day it runs (tools/seed/story.ts): the post's own day, as the site writes it.
      const published = new Date(String((await readDoc(`posts/${SEEDED.slug}`))?.published));
      const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(published);
      expect(await main.getByText(day).count(), day).toBeGreaterThan(0);
      // The writer's portrait beside the byline, and the cover, each with its widths.
      expect(await main.locator('header picture source[srcset*="/media/portrait/"]').count()).toBeGreaterThan(0);
      expect(await main.locator('picture source[srcset*="/media/post-cover/"]').first().getAttribute('srcset')).toMatch(
        /\/media\/post-cover\/\S+ \d+w, /,
      );
      const body = page.locator('#post-body');
      expect(await body.getByRole('heading', { level: 2, name: 'What the stalls remember' }).count()).toBe(1);
      expect(await body.innerText()).toContain('This is the first of three stories I am writing about her.');
      const tags = main.getByRole('list', { name: 'Tags' });
      for (const tag of SEEDED.tags) expect(await tags.getByRole('link', { name: tag }).count(), tag).toBe(1);
      expect(await main.locator('#comments-title').count()).toBe(1);
      expect(await main.getByText(/^Loading/).count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('hydrates from the page: no request to Firestore, neither its SDK nor the Markdown renderer loaded', async () => {
    const { page, problems, close } = await openWatchedPage(browser(), { baseURL: siteOrigin });
    const firestore = builtFileOf('src/lib/firebase/firestore.ts');
    const markdown = builtFileOf('src/features/blog/components/Markdown.tsx');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    try {
      await visit(page, seededPath);
      // Hydrated: the entry has started the page (a client-side link click would be handled by the router).
      expect(await page.locator('#post-body h2').innerText()).toBe('What the stalls remember');
      expect(requested.filter((url) => url.startsWith(firestoreOrigin))).toEqual([]);
      expect(requested.filter((url) => url.endsWith(firestore) || url.endsWith(markdown))).toEqual([]);
      expect(requested.some((url) => url.includes('/assets/index-'))).toBe(true);
      expect(problems, 'console errors (a hydration mismatch is logged) and failed requests').toEqual([]);
    } finally {
      await close();
    }
  });

  it('has the very body HTML the app renders when it loads the same post itself', async () => {
    const noScript = await openWatchedPage(browser(), { javaScriptEnabled: false, baseURL: siteOrigin });
    let served: string;
    try {
      await noScript.page.goto(seededPath);
      served = await noScript.page.locator('#post-body').innerHTML();
    } finally {
      await noScript.close();
    }
    const { page, problems, close } = await openWatchedPage(browser(), { baseURL: siteOrigin });
    try {
      // Found by a word of its title: on the list's first page, other journeys' newer posts can push it off.
      await visit(page, '/voa/blog/posts?q=onitsha');
      // In the app: the post read from Firestore and rendered with react-markdown in the browser.
      await page.getByRole('link', { name: SEEDED.title }).first().click();
      await page.locator('#post-body h2').waitFor();
      expect(served).toContain('<h2>What the stalls remember</h2>');
      expect(await page.locator('#post-body').innerHTML()).toBe(served);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows an edit at once, and answers 404 once the post is back to draft, without a deploy', async () => {
    const slug = `rendered-post-${randomUUID().slice(0, 8)}`;
    const write = (title: string, body: string) =>
      updateDoc(
        `posts/${slug}`,
        postDocument(slug, new Date(), {
          title,
          body,
          authorUid: 'rendered-post-voice',
          author: { displayName: 'Ama Owusu', type: 'voice' },
        }),
      );
    await write('Before the rains', 'The first *draft* of it.');
    expect(await (await fetch(`${siteOrigin}/voa/blog/posts/${slug}`)).text()).toContain('<em>draft</em>');
    await write('After the rains', 'The **edited** text.');
    const edited = await (await fetch(`${siteOrigin}/voa/blog/posts/${slug}`)).text();
    expect(edited).toContain('After the rains');
    expect(edited).toContain('<strong>edited</strong>');
    await updateDoc(`posts/${slug}`, { status: 'draft' });
    const withdrawn = await fetch(`${siteOrigin}/voa/blog/posts/${slug}`);
    expect(withdrawn.status).toBe(404);
    expect(await withdrawn.text()).not.toContain('After the rains');
  });
});
