import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadRouteTable, publicPages, siteOrigin } from '#tools/e2e/site.ts';
import { useBrowser } from './support/browser.ts';
import { openWatchedPage, untilLoaded, visit } from './support/page.ts';
import { SEEDED } from './support/visits.ts';

/**
 * The HTML the site answers, as a crawler or a browser without scripts gets it, checked by the Nu
 * HTML Checker (the W3C's validator, run locally from its npm jar on the machine's Java): every
 * prerendered public page, the SPA shell a member's page starts from, the 404 page, and a post's page
 * as the postPage function writes it; and the community's pages as the app renders them with their
 * data. Errors only: its warnings and notes are advice.
 */
const run = promisify(execFile);
const browser = useBrowser();
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** A post of the demo content (tools/seed/content.ts), answered by the postPage function. */
const SEEDED_POST = '/voa/blog/posts/the-market-women-of-onitsha';
/** A news item, a library entry and an album photo at their own addresses (decision 0123). */
const OWN_ADDRESSES = [
  SEEDED['/insights/news/:itemId'],
  SEEDED['/voa/library/:itemId'],
  SEEDED['/voa/photos/:albumId/:photoId'],
].map(String);

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
}

/** The checker's errors in each file of `dir`, as "<file>:<line>: <message>". */
async function vnuErrors(dir: string): Promise<string[]> {
  // vnu exits 1 when it finds an error, and then still prints its JSON report; anything else is a failure to run.
  const { stderr } = await run('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', dir], {
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { code?: unknown; stderr?: string }) => {
    if (error.code !== 1 || !error.stderr) throw error;
    return { stderr: error.stderr };
  });
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
  return messages.map((message) => `${path.basename(message.url)}:${message.lastLine ?? '?'}: ${message.message}`);
}

/**
 * The checker's errors in the HTML `htmlOf` gives for each path, read one path after the other:
 * each page is written to a file of its own (named after its path), and the checker reads the folder.
 */
async function errorsOfPages(paths: readonly string[], htmlOf: (path: string) => Promise<string>): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'html-validity-'));
  try {
    for (const [index, pagePath] of paths.entries()) {
      const name = `${String(index).padStart(2, '0')}${pagePath.replace(/[^a-z0-9]+/gi, '-')}.html`;
      await writeFile(path.join(dir, name), await htmlOf(pagePath));
    }
    return await vnuErrors(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const publicPaths = publicPages(await loadRouteTable()).map((page) => page.path);

describe('valid HTML (the Nu HTML Checker)', () => {
  it('the community pages, as the app renders them once their lists have loaded, are valid HTML', async () => {
    const paths = [...publicPaths.filter((pagePath) => pagePath.startsWith('/voa/')), SEEDED_POST, ...OWN_ADDRESSES];
    const { page, close } = await openWatchedPage(browser());
    try {
      const errors = await errorsOfPages(paths, async (pagePath) => {
        await visit(page, pagePath);
        await untilLoaded(page);
        return page.content();
      });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("every page the site answers is valid HTML: the prerendered pages, the shell, the 404 and a post's page", async () => {
    const paths = [...publicPaths, '/voa/account', '/this-page-does-not-exist', SEEDED_POST, ...OWN_ADDRESSES];
    const errors = await errorsOfPages(paths, async (pagePath) => {
      const response = await fetch(`${siteOrigin}${pagePath}`);
      expect(response.headers.get('content-type'), pagePath).toMatch(/^text\/html/);
      return response.text();
    });
    expect(errors).toEqual([]);
  });
});
