import { describe, expect, it } from 'vitest';
import { siteOrigin } from '#tools/e2e/site.ts';
import { firstVisitBytes, kb } from '#tools/bench/first-visit-bytes.ts';
import { useBrowser } from './support/browser.ts';

/**
 * The bytes a reader's phone pays on a first visit to a post, the page people share
 * (`npm run bench:first-visit` prints them for more pages). Before issue 52 a post cost 284 KB of
 * script and 380 KB in all; the budget is a ratchet: what it costs now (160.6 KB of script, 268.4 KB
 * in all on 2026-12-07), with under a kilobyte of room for the HTML's and headers' variation. The
 * issue's goal, no more script than /home/'s and 250 KB in all, is not met yet:
 * docs/decisions/0110-posts-rendered-with-their-data.md
 */
const browser = useBrowser();
/** A post of the demo content (tools/seed/content.ts), with a cover and comments. */
const SEEDED_POST = '/voa/blog/posts/the-market-women-of-onitsha';
const POST_SCRIPT_BUDGET = 161 * 1024;
const POST_TOTAL_BUDGET = 270 * 1024;

describe('a post’s first visit on a phone', () => {
  it('costs no more than it did after issue 52’s work (161 KB of script, 270 KB in all), as received', async () => {
    const post = await firstVisitBytes(browser(), `${siteOrigin}${SEEDED_POST}`);
    expect(post.js, `script: ${kb(post.js)} KB`).toBeLessThanOrEqual(POST_SCRIPT_BUDGET);
    expect(post.total, `in all: ${kb(post.total)} KB`).toBeLessThanOrEqual(POST_TOTAL_BUDGET);
  });
});
