import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { E2E_DIST } from '#tools/e2e/hosting-config.ts';
import { loadRouteTable, loadSiteConfig, publicPages, siteOrigin } from '#tools/e2e/site.ts';
import { loadSuiteConfig } from '#tools/emulators/config.ts';
import { useBrowser } from './support/browser.ts';
import { signInThroughForm } from './support/forms.ts';
import { createMember, openSignedIn } from './support/members.ts';
import { openWatchedPage, visit } from './support/page.ts';
import { PAGE_MODULES_META } from '#web/scripts/start-after-load.ts';

/**
 * The prerendered public pages (web/scripts/prerender-plugin.ts): content without JavaScript,
 * hydration that keeps the HTML, Hosting's answers, and the auth gate that lets a visitor with no
 * session keep the page while a member with one never sees it before `loading...`.
 */
/** A post of the demo content, rendered with its data by the postPage function (decision 0110). */
const SEEDED_POST = '/voa/blog/posts/the-market-women-of-onitsha';
const pages = [...publicPages(await loadRouteTable()), { path: SEEDED_POST, title: 'The market women of Onitsha' }];
// The HTML is written for the company host (components/layout/host.ts): hydrate it there.
const [mainHost] = (await loadSiteConfig()).mainHosts;
if (!mainHost) throw new Error('VITE_SITE_MAIN_HOSTS names no host');
const { port } = loadSuiteConfig().hosting;
const companyOrigin = `http://${mainHost}:${port}`;
const browser = useBrowser({ hostAliases: [mainHost], aliasPort: port });

const manifest = JSON.parse(readFileSync(path.join(E2E_DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; isEntry?: boolean }
>;
/**
 * The built files of the Auth SDK: the scripts that name its service's host, which no other code
 * does (the bundler decides which chunk holds it and under what name).
 */
const authSdkChunks = readdirSync(path.join(E2E_DIST, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .filter((file) =>
    readFileSync(path.join(E2E_DIST, 'assets', file), 'utf8').includes('identitytoolkit.googleapis.com'),
  )
  .map((file) => `/assets/${file}`);
if (authSdkChunks.length === 0) throw new Error('no built script holds the Auth SDK');
const entryChunk = Object.values(manifest).find((chunk) => chunk.isEntry)?.file;
if (!entryChunk) throw new Error('the build has no entry chunk');

describe('with JavaScript disabled', () => {
  it.each(pages)('$path shows its heading, its text and the navigation', async ({ path: pagePath }) => {
    const { page, close } = await openWatchedPage(browser(), { javaScriptEnabled: false, baseURL: companyOrigin });
    try {
      await page.goto(pagePath);
      const heading = (await page.locator('main h1').innerText()).trim();
      expect(heading, 'the h1').not.toBe('');
      const text = (await page.locator('main').innerText()).replace(heading, '').trim();
      expect(text.length, 'text beyond the heading').toBeGreaterThan(20);
      expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').count()).toBeGreaterThan(3);
      expect(await page.locator('footer').innerText()).not.toBe('');
    } finally {
      await close();
    }
  });
});

describe('forms before hydration', () => {
  it.each(['/voa/_auth_', '/contact'])(
    '%s arrives with its submit buttons disabled, so no click sends the form before its code runs',
    async (pagePath) => {
      const { page, close } = await openWatchedPage(browser(), { javaScriptEnabled: false, baseURL: companyOrigin });
      try {
        await page.goto(pagePath);
        const submits = page.locator('main form button[type="submit"]');
        expect(await submits.count()).toBeGreaterThan(0);
        for (const submit of await submits.all()) expect(await submit.isDisabled()).toBe(true);
      } finally {
        await close();
      }
    },
  );
});

describe('actions before hydration', () => {
  it('/voa/_auth_ arrives with "Continue with Google" disabled, and enables it once its code runs', async () => {
    const { page, close } = await openWatchedPage(browser(), { javaScriptEnabled: false, baseURL: companyOrigin });
    try {
      await page.goto('/voa/_auth_');
      expect(await page.getByRole('button', { name: 'Continue with Google' }).isDisabled()).toBe(true);
    } finally {
      await close();
    }
    const hydrated = await openWatchedPage(browser(), { baseURL: companyOrigin });
    try {
      await visit(hydrated.page, '/voa/_auth_');
      await expect
        .poll(() => hydrated.page.getByRole('button', { name: 'Continue with Google' }).isEnabled())
        .toBe(true);
    } finally {
      await hydrated.close();
    }
  });
});

/** Counts the elements removed from #root, other than loading states (role=status), from the start. */
function countRemovals(): void {
  const removed: string[] = [];
  Object.assign(window, { removedFromRoot: removed });
  new MutationObserver((records) => {
    for (const record of records) {
      if (!(record.target as Element).closest?.('#root')) continue;
      for (const node of record.removedNodes) {
        if (node instanceof Element && node.getAttribute('role') !== 'status')
          removed.push(node.outerHTML.slice(0, 80));
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

describe('hydration', () => {
  it.each(pages)('$path is hydrated: no element of the HTML is replaced, no error', async ({ path: pagePath }) => {
    const { page, problems, close } = await openWatchedPage(browser(), { baseURL: companyOrigin });
    try {
      await page.addInitScript(countRemovals);
      await visit(page, pagePath);
      expect(await page.evaluate(() => (window as unknown as { removedFromRoot: string[] }).removedFromRoot)).toEqual(
        [],
      );
      expect(problems, 'console errors (a hydration mismatch is logged) and failed requests').toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('Hosting', () => {
  it('answers an unknown path with the 404 page and the status 404, which names the path in the browser', async () => {
    const response = await fetch(`${siteOrigin}/no/such/page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta data-default-head name="robots" content="noindex"/>');

    const { page, problems, close } = await openWatchedPage(browser());
    try {
      await visit(page, '/no/such/page');
      expect(await page.locator('main').innerText()).toContain('/no/such/page');
      expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('sends / and the slash pages without their slash to the address with it', async () => {
    for (const [from, to] of [
      ['/', '/home/'],
      ['/home', '/home/'],
      ['/insights/press', '/insights/press/'],
    ]) {
      const response = await fetch(`${siteOrigin}${from}`, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(new URL(response.headers.get('location') ?? '', siteOrigin).pathname, from).toBe(to);
    }
  });

  it('serves /favicon.ico, which browsers ask for on their own', async () => {
    const response = await fetch(`${siteOrigin}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/icon/);
  });

  it('hands a CSP violation report to the cspReport function', async () => {
    const report = { 'csp-report': { 'document-uri': `${siteOrigin}/contact`, 'blocked-uri': 'inline' } };
    const response = await fetch(`${siteOrigin}/csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(response.status).toBe(204);
  });

  it('renders a post’s page through postPage, and answers 404 for a post that is not there', async () => {
    // A post of the demo content (tools/seed/content.ts); rendered-post.test.ts checks what it shows.
    const response = await fetch(`${siteOrigin}${SEEDED_POST}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`data-prerendered-path="${SEEDED_POST}"`);
    const missing = await fetch(`${siteOrigin}/voa/blog/posts/some-post`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<meta data-default-head name="robots" content="noindex"');
  });
});

type Frame = 'blank' | 'loading' | 'page';

/** Records, before every frame is painted, what #root shows: the page, `loading...` or nothing yet. */
function recordFrames(): void {
  const frames: string[] = [];
  Object.assign(window, { frames });
  const look = () => {
    const root = document.getElementById('root');
    const main = document.querySelector('main');
    const loadingText = root ? getComputedStyle(root, '::before').content : 'none';
    let frame = 'blank';
    if (main?.checkVisibility()) frame = 'page';
    else if (document.querySelector('[data-auth-loading]') || loadingText.includes('loading')) frame = 'loading';
    if (frames.at(-1) !== frame) frames.push(frame);
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}
const framesOf = (page: Page) => page.evaluate(() => (window as unknown as { frames: Frame[] }).frames);

/**
 * When the page asked for the entry, and when its load event fired (ms since it was opened): the
 * start module imports the entry once a prerendered page has loaded (web/scripts/start-after-load.ts).
 */
const entryRequestedAndLoaded = (page: Page): Promise<{ entry: number | undefined; loaded: number }> =>
  page.evaluate((file) => {
    const entry = performance.getEntriesByType('resource').find((resource) => resource.name.endsWith(file));
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return { entry: entry?.startTime, loaded: navigation?.loadEventStart ?? Number.NaN };
  }, entryChunk);

/**
 * When the page first asked for its code (ms since it was opened): the entry, or one of the page's own
 * modules the start module preloads a few per task before it imports the entry.
 */
const codeFirstRequested = (page: Page): Promise<number | undefined> =>
  page.evaluate(
    ([file, metaName]) => {
      const meta = document.querySelector<HTMLMetaElement>(`meta[name="${metaName}"]`);
      const pageModules = (meta?.content ?? '').split(' ').filter(Boolean);
      const code = new Set(pageModules.map((url) => new URL(url, location.href).href));
      const starts = performance
        .getEntriesByType('resource')
        .filter((resource) => resource.name.endsWith(file) || code.has(resource.name))
        .map((resource) => resource.startTime);
      return starts.length > 0 ? Math.min(...starts) : undefined;
    },
    [entryChunk, PAGE_MODULES_META] as const,
  );

describe('when the code starts', () => {
  it("a visitor's prerendered page asks for its code only once it has loaded", async () => {
    const { page, problems, close } = await openWatchedPage(browser(), { baseURL: companyOrigin });
    try {
      await visit(page, '/voa/blog');
      await expect.poll(async () => (await entryRequestedAndLoaded(page)).entry).toBeDefined();
      const { entry, loaded } = await entryRequestedAndLoaded(page);
      expect(loaded).toBeGreaterThan(0);
      expect(entry).toBeGreaterThanOrEqual(loaded);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a page the browser draws (the writing page, in the SPA shell) asks for its code at once, before its load event', async () => {
    const { page, problems, close } = await openWatchedPage(browser(), { baseURL: companyOrigin });
    try {
      // Signed out, it asks the visitor to sign in.
      await visit(page, '/voa/blog/write');
      await page.getByRole('heading', { level: 1 }).waitFor();
      const { entry, loaded } = await entryRequestedAndLoaded(page);
      expect(entry).toBeLessThan(loaded);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a browser that may hold a session asks for the code at once: the member is not kept waiting on `loading...`', async () => {
    const member = await createMember('active');
    const { page, problems, close } = await openWatchedPage(browser(), { baseURL: companyOrigin });
    try {
      await openSignedIn(page, member, '/voa/blog');
      // The entry itself follows the page's modules a few tasks later, which a fast load event can beat.
      const { loaded } = await entryRequestedAndLoaded(page);
      expect(await codeFirstRequested(page)).toBeLessThan(loaded);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the auth gate on prerendered pages', () => {
  it('a visitor with no stored session keeps the page: never `loading...`, and no Auth SDK downloaded', async () => {
    const { page, problems, close } = await openWatchedPage(browser(), { baseURL: companyOrigin });
    try {
      await page.addInitScript(recordFrames);
      await visit(page, '/voa/voices-of-africa');
      await page.getByText('Members join the directories, and voices write for the blog.').waitFor();
      expect((await framesOf(page)).filter((frame) => frame !== 'blank')).toEqual(['page']);
      const authSdkFetched = await page.evaluate(
        (files) =>
          performance
            .getEntriesByType('resource')
            .some((resource) => files.some((file) => resource.name.endsWith(file))),
        authSdkChunks,
      );
      expect(authSdkFetched, 'the Auth SDK chunk was fetched').toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a member with a stored session sees `loading...`, then their page: never the signed-out page first', async () => {
    const member = await createMember('active');
    const { page, problems, close } = await openWatchedPage(browser(), { baseURL: companyOrigin });
    try {
      await page.addInitScript(recordFrames);
      await openSignedIn(page, member, '/voa/voices-of-africa');
      await page.getByText('You are a member of the community as a voice.').waitFor();
      expect((await framesOf(page)).filter((frame) => frame !== 'blank')).toEqual(['loading', 'page']);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a visitor who signs in is followed (the sign-in starts the SDK), and another tab signing out ends it', async () => {
    const member = await createMember('active');
    const { context, page, problems, close } = await openWatchedPage(browser(), { baseURL: companyOrigin });
    try {
      await page.goto('/voa/_auth_');
      await signInThroughForm(page, member.email, member.password);
      await page.waitForURL('**/voa/voices-of-africa');
      await page.getByText('You are a member of the community as a voice.').waitFor();

      const other = await context.newPage();
      await visit(other, '/voa/voices-of-africa');
      await other.getByRole('button', { name: 'Sign out' }).click();
      await page.getByText('Members join the directories, and voices write for the blog.').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a visitor with no session follows another tab that signs in', async () => {
    const member = await createMember('active');
    const { context, page, problems, close } = await openWatchedPage(browser(), { baseURL: companyOrigin });
    try {
      await visit(page, '/voa/voices-of-africa');
      await page.getByText('Members join the directories, and voices write for the blog.').waitFor();

      const other = await context.newPage();
      await visit(other, '/voa/_auth_');
      await signInThroughForm(other, member.email, member.password);
      await page.getByText('You are a member of the community as a voice.').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
