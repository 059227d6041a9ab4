import { describe, expect, it } from 'vitest';
import { siteOrigin } from '#tools/e2e/site.ts';
import { firstVisitBytes, kb } from '#tools/bench/first-visit-bytes.ts';
import { useBrowser } from './support/browser.ts';

/**
 * The bytes a reader's phone pays on a first visit to a post, the page people share
 * (`npm run bench:first-visit` prints them for more pages). A post cost 278 KB of script and 372 KB
 * in all when it was rendered in the browser; the budget is a ratchet: what it costs now (127.4 KB
 * of script, 217.5 KB in all on 2026-12-08, once pages carried their small shared modules), with
 * up to a kilobyte of room for the HTML's variation. Lower it as pages get lighter. Why:
 * docs/decisions/0110-posts-rendered-with-their-data.md, 0120, 0125.
 */
const browser = useBrowser();
/** A post of the demo content (tools/seed/content.ts), with a cover and comments. */
const SEEDED_POST = '/voa/blog/posts/the-market-women-of-onitsha';
const POST_SCRIPT_BUDGET = 129 * 1024;
const POST_TOTAL_BUDGET = 219 * 1024;

describe('a post’s first visit on a phone', () => {
  it('costs no more than 129 KB of script and 219 KB in all, as received', async () => {
    const post = await firstVisitBytes(browser(), `${siteOrigin}${SEEDED_POST}`);
    expect(post.js, `script: ${kb(post.js)} KB`).toBeLessThanOrEqual(POST_SCRIPT_BUDGET);
    expect(post.total, `in all: ${kb(post.total)} KB`).toBeLessThanOrEqual(POST_TOTAL_BUDGET);
  });
});
