import { describe, expect, it } from 'vitest';
import { siteOrigin } from '#tools/e2e/site.ts';
import { useBrowser } from './support/browser.ts';
import { openWatchedPage, reloadAtOnce, visit } from './support/page.ts';

/**
 * A member's page at their slug, rendered with their card and posts by the communityPage function
 * (docs/decisions/0119-member-pages-at-their-slug.md), and the bylines that lead there.
 */
const browser = useBrowser();
/** The demo content's voice and one of her posts (tools/seed/members.ts, tools/seed/content.ts). */
const VOICE = { uid: 'demo-voice', slug: 'chiamaka-eze', name: 'Chiamaka Eze' };
const POST = { slug: 'the-market-women-of-onitsha', title: 'The market women of Onitsha' };
const voicePath = `/voa/members/${VOICE.slug}`;

/** The page's HTML as the server answers it, before any script runs. */
async function served(path: string) {
  const response = await fetch(`${siteOrigin}${path}`);
  return { status: response.status, html: await response.text() };
}

const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];

describe('a member’s page, rendered with their card and posts', () => {
  it('has their name in the title and the heading, their bio, portrait preview and posts in the served HTML', async () => {
    const { status, html } = await served(voicePath);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<title[^>]*>${VOICE.name} \\|`));
    expect(h1Of(html)).toBe(VOICE.name);
    expect(html).toMatch(new RegExp(`<link [^>]*rel="canonical" href="[^"]*${voicePath}"`));
    expect(html).toMatch(/<meta [^>]*property="og:image" content="[^"]*\/media\/portrait\/[^"]+\.jpg"/);
    expect(html).toContain(`href="/voa/blog/posts/${POST.slug}"`);
    expect(html).toContain(POST.title);
    expect(html).not.toContain('name="robots"');
  });

  it('answers 404 with noindex for an address no card is at: an unknown member, an applicant not yet approved', async () => {
    for (const path of ['/voa/members/nobody-at-all', '/voa/members/demo-pending']) {
      const { status, html } = await served(path);
      expect(status, path).toBe(404);
      expect(html, path).toMatch(/<meta [^>]*name="robots" content="noindex"/);
      expect(html, path).toContain('There is no member card at this address.');
    }
  });

  it('keeps an older address (the uid’s) working: the same card, its canonical the slug’s, and the browser moves there', async () => {
    const { status, html } = await served(`/voa/members/${VOICE.uid}`);
    expect(status).toBe(200);
    expect(h1Of(html)).toBe(VOICE.name);
    expect(html).toMatch(new RegExp(`<link [^>]*rel="canonical" href="[^"]*${voicePath}"`));
    const { page, problems, close } = await openWatchedPage(browser(), { baseURL: siteOrigin });
    try {
      await visit(page, `/voa/members/${VOICE.uid}`);
      await expect.poll(() => new URL(page.url()).pathname).toBe(voicePath);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a byline on a post opens the author’s page listing that post, and a reload shows the same', async () => {
    const { page, problems, close } = await openWatchedPage(browser(), { baseURL: siteOrigin });
    try {
      await visit(page, `/voa/blog/posts/${POST.slug}`);
      const byline = page.locator('main header').getByRole('link', { name: VOICE.name });
      expect(await byline.getAttribute('href')).toBe(voicePath);
      await byline.click();
      await page.getByRole('heading', { level: 1, name: VOICE.name }).waitFor();
      expect(new URL(page.url()).pathname).toBe(voicePath);
      const posts = page.getByRole('region', { name: `Posts by ${VOICE.name}` });
      await posts.getByRole('link', { name: POST.title }).waitFor();
      await expect.poll(() => page.title()).toMatch(new RegExp(`^${VOICE.name} \\|`));

      await reloadAtOnce(page);
      await page.getByRole('heading', { level: 1, name: VOICE.name }).waitFor();
      await posts.getByRole('link', { name: POST.title }).waitFor();
      await expect.poll(() => page.title()).toMatch(new RegExp(`^${VOICE.name} \\|`));
      expect(problems, 'console errors (a hydration mismatch is logged) and failed requests').toEqual([]);
    } finally {
      await close();
    }
  });
});
