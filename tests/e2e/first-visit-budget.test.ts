import { describe, expect, it } from 'vitest';
import { siteOrigin } from '#tools/e2e/site.ts';
import { firstVisitBytes, kb } from '#tools/bench/first-visit-bytes.ts';
import { useBrowser } from './support/browser.ts';

/**
 * The bytes a reader's phone pays on a first visit to a post, the page people share
 * (`npm run bench:first-visit` prints them for more pages). A post cost 278 KB of script and 372 KB
 * in all when it was rendered in the browser; the budget is a ratchet: what it costs now (135.7 KB
 * of script, 229.6 KB in all on 2026-12-07), with a kilobyte or two of room for the HTML's
 * variation. Why: docs/decisions/0110-posts-rendered-with-their-data.md, 0120.
 */
const browser = useBrowser();
/** A post of the demo content (tools/seed/content.ts), with a cover and comments. */
const SEEDED_POST = '/voa/blog/posts/the-market-women-of-onitsha';
const POST_SCRIPT_BUDGET = 137 * 1024;
const POST_TOTAL_BUDGET = 232 * 1024;

describe('a post’s first visit on a phone', () => {
  it('costs no more than 137 KB of script and 232 KB in all, as received', async () => {
    const post = await firstVisitBytes(browser(), `${siteOrigin}${SEEDED_POST}`);
    expect(post.js, `script: ${kb(post.js)} KB`).toBeLessThanOrEqual(POST_SCRIPT_BUDGET);
    expect(post.total, `in all: ${kb(post.total)} KB`).toBeLessThanOrEqual(POST_TOTAL_BUDGET);
  });
});
