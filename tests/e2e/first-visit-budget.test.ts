import { describe, expect, it } from 'vitest';
import { siteOrigin } from '#tools/e2e/site.ts';
import { firstVisitBytes, kb } from '#tools/bench/first-visit-bytes.ts';
import { useBrowser } from './support/browser.ts';

/**
 * The bytes a reader's phone pays on a first visit to a post, the page people share
 * (`npm run bench:first-visit` prints them for more pages). A post cost 278 KB of script and 372 KB
 * in all when it was rendered in the browser; the budget is a ratchet: what it costs now (137.0 KB
 * of script, 231.0 KB in all on 2026-12-07, after the bell, search and follows added 1.3 KB of
 * script to every page), with up to a kilobyte of room for the HTML's variation. Lower it as pages
 * get lighter. Why: docs/decisions/0110-posts-rendered-with-their-data.md, 0120.
 */
const browser = useBrowser();
/** A post of the demo content (tools/seed/content.ts), with a cover and comments. */
const SEEDED_POST = '/voa/blog/posts/the-market-women-of-onitsha';
const POST_SCRIPT_BUDGET = 138 * 1024;
const POST_TOTAL_BUDGET = 232 * 1024;

describe('a post’s first visit on a phone', () => {
  it('costs no more than 138 KB of script and 232 KB in all, as received', async () => {
    const post = await firstVisitBytes(browser(), `${siteOrigin}${SEEDED_POST}`);
    expect(post.js, `script: ${kb(post.js)} KB`).toBeLessThanOrEqual(POST_SCRIPT_BUDGET);
    expect(post.total, `in all: ${kb(post.total)} KB`).toBeLessThanOrEqual(POST_TOTAL_BUDGET);
  });
});
