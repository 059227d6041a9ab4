import type { Browser, BrowserContext, BrowserContextOptions, Page, Request } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';
import { siteOrigin } from '#tools/e2e/site.ts';

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors, uncaught exceptions, failed requests and HTTP error responses, as they happen. */
  problems: string[];
  close(): Promise<void>;
}

export const viewports = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 375, height: 812 },
} as const;

/**
 * A page in a fresh context (no cookies, no storage) that records everything that went wrong.
 * `contextOptions` sets the viewport, a host-variant baseURL, or a signed-in storage state.
 */
export async function openWatchedPage(
  browser: Browser,
  contextOptions: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL: siteOrigin, viewport: viewports.desktop, ...contextOptions });
  const page = await context.newPage();
  const problems: string[] = [];
  trackRequests(page);
  const consoleLog: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    else if (consoleLog.push(`${message.type()}: ${message.text().slice(0, 300)}`) > CONSOLE_KEPT) consoleLog.shift();
  });
  page.on('pageerror', (error) => problems.push(`uncaught exception: ${error.message}`));
  const leftBehind: string[] = [];
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'unknown';
    if (isFaviconLeftBehind(request.url(), reason) || isImageLeftBehind(request, reason)) return;
    if (isLeftByVisit(page, reason)) {
      leftBehind.push(`${request.method()} ${request.url()}`);
      return;
    }
    problems.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  // A failed journey says what the browser showed at its end: its address, the text on screen and
  // the problems, so that a failure seen once in CI can be understood from the log alone. The
  // snapshot is taken when the test closes the page (before the failure is reported), or at the
  // failure when the page is still open.
  let lastSeen = '';
  onTestFailed(async () => {
    // A test that timed out has not closed its page: what it shows now, and what it still waits for.
    if (!closed) lastSeen = await describePage(page);
    console.error(
      `What the page showed when the test ended:\n${lastSeen}\nProblems:\n${problems.join('\n') || '(none)'}` +
        `\nLeft behind by the test's own visits:\n${leftBehind.join('\n') || '(none)'}` +
        `\nThe page's other console messages, last ${CONSOLE_KEPT}:\n${consoleLog.join('\n') || '(none)'}`,
    );
  });
  // Once only: a journey may close a tab when its user is done, and again in its `finally`.
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    lastSeen = await describePage(page);
    await context.close();
  };
  return { context, page, problems, close };
}

/** How many of a page's console messages other than errors a failure's report repeats. */
const CONSOLE_KEPT = 15;

/**
 * The page's address, the first lines of its visible text (and its last, where toasts are), what
 * its form fields hold (text a test typed and the page kept, or cleared after a send) and the
 * requests it still waits for, for a failure's report.
 */
async function describePage(page: Page): Promise<string> {
  const text = await page
    .locator('body')
    .innerText({ timeout: 2_000 })
    .catch((error: unknown) => `(no text: ${String(error)})`);
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const fields = await page
    .evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('input, select, textarea')]
        .filter((field) => field.type !== 'hidden')
        .map(
          (field) => `${field.name || field.id || field.type}=${field.type === 'password' ? '(hidden)' : field.value}`,
        ),
    )
    .catch(() => []);
  const pending = pendingRequests(page);
  return [
    `${page.url()}`,
    ...lines.slice(0, 40).map((line) => `  | ${line.slice(0, 160)}`),
    ...(lines.length > 40
      ? [`  | … ${lines.length - 40} more lines, the last: ${lines.slice(-3).join(' / ').slice(0, 300)}`]
      : []),
    ...(fields.length > 0 ? [`  fields: ${fields.map((field) => field.slice(0, 60)).join(' · ')}`] : []),
    `  requests in flight: ${pending.length > 0 ? pending.join('; ') : '(none)'}`,
  ].join('\n');
}

/**
 * Chromium asks for the tab's icon on its own, after the page has loaded and outside the page's
 * network activity, so neither `networkidle` nor `settle` can wait for it; leaving the page aborts
 * it. An icon that fails to load still shows, as an HTTP error response.
 */
const isFaviconLeftBehind = (url: string, reason: string): boolean =>
  reason === 'net::ERR_ABORTED' && /^\/favicon\.(svg|ico)$/.test(new URL(url).pathname);

/**
 * An image the page stopped loading because the reader moved on (the lightbox's next photo, another
 * page): the browser cancels it, which is no fault of the site. A missing image still shows, as an
 * HTTP error response.
 */
const isImageLeftBehind = (request: Request, reason: string): boolean =>
  reason === 'net::ERR_ABORTED' && request.resourceType() === 'image';

/** The pages a test is taking to another address (`visit`, `reloadAtOnce`), until the new one has loaded. */
const leaving = new WeakSet<Page>();

/**
 * A request the page had in flight when the test opened another address: the browser cancels it on
 * leaving, as it would for a reader who moves on; no fault of the site. `settle` keeps these rare
 * (it waits for the page to go quiet first), but on a loaded machine a list may start its query
 * after the quiet spell. A request that fails while nobody leaves still counts.
 */
const isLeftByVisit = (page: Page, reason: string): boolean => reason === 'net::ERR_ABORTED' && leaving.has(page);

/** A watched page's requests in flight, and when each kind last started or ended one (performance.now()). */
interface Traffic {
  inFlight: Set<Request>;
  /** Every request but Firestore's streams. */
  lastOfAll: number;
  /** The same without images. */
  lastOfPage: number;
}

const traffic = new WeakMap<Page, Traffic>();

/** When each request of a watched page started (performance.now()). */
const started = new WeakMap<Request, number>();

/** Firestore's listen and write streams stay open as long as the page: they never finish. */
const STREAM = /\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel/;

/** What the page is still waiting for: each request in flight, and since when. */
function pendingRequests(page: Page): string[] {
  return [...(traffic.get(page)?.inFlight ?? [])].map(
    (request) =>
      `${request.method()} ${request.url()} (${Math.round(performance.now() - (started.get(request) ?? 0))} ms)`,
  );
}

function trackRequests(page: Page): void {
  const now = performance.now();
  const watched: Traffic = { inFlight: new Set(), lastOfAll: now, lastOfPage: now };
  traffic.set(page, watched);
  const noteChange = (request: Request) => {
    if (STREAM.test(request.url())) return;
    watched.lastOfAll = performance.now();
    if (request.resourceType() !== 'image') watched.lastOfPage = watched.lastOfAll;
  };
  page.on('request', (request) => {
    started.set(request, performance.now());
    watched.inFlight.add(request);
    noteChange(request);
  });
  const end = (request: Request) => {
    watched.inFlight.delete(request);
    noteChange(request);
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
}

/**
 * A page is quiet once no request has been in flight for QUIET_MS, Firestore's streams left out
 * and, unless `images`, images too. The spell counts from the last request's end, not from the
 * call: a page that went quiet earlier is quiet at once. (Quiet for a spell, not at one instant: a
 * page the app has just routed to starts its queries a moment after the address changes.)
 */
function isQuiet(page: Page, { images, since = 0 }: QuietOptions): boolean {
  const watched = traffic.get(page);
  if (!watched) return true;
  const busy = [...watched.inFlight].some(
    (request) => !STREAM.test(request.url()) && (images || request.resourceType() !== 'image'),
  );
  const last = Math.max(since, images ? watched.lastOfAll : watched.lastOfPage);
  return !busy && performance.now() - last >= QUIET_MS;
}

interface QuietOptions {
  images: boolean;
  /** The spell counts from this moment at the earliest (performance.now()). */
  since?: number;
}

const QUIET_MS = 300;

async function untilQuiet(page: Page, options: QuietOptions & { timeoutMs: number }): Promise<boolean> {
  const deadline = performance.now() + options.timeoutMs;
  while (!isQuiet(page, options)) {
    if (performance.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/**
 * Waits (up to 20 s) until the page is quiet but for its images, which leaving may abort
 * (isImageLeftBehind): waiting for them would hold every visit up by the Functions emulator's cold
 * start of the media function. Leaving a page mid-load aborts its requests; a member who reads the
 * page first leaves none behind. Past the wait the test goes on, and what the visit aborts is left
 * behind (isLeftByVisit).
 */
async function settle(page: Page): Promise<void> {
  // A tab that has not opened anything yet has nothing to finish.
  if (page.url() === 'about:blank') return;
  await untilQuiet(page, { images: false, timeoutMs: 20_000 });
}

/** The auth gate's `loading...` (AuthGate): a member's page renders once the session is known. */
const AUTH_GATE = '[data-auth-loading]';

/**
 * Opens a path once the page before it has finished loading, then waits (up to 30 s) until the
 * page is ready: loaded, past the auth gate, and quiet since, images included, so late requests and
 * lazy pages are included. (Playwright's `networkidle` waits for quiet alone with a 500 ms spell: on
 * a busy machine a member's page can stay quiet that long behind the gate, before its own chunk and
 * queries start.)
 */
export async function visit(page: Page, path: string): Promise<void> {
  await settle(page);
  leaving.add(page);
  try {
    await page.goto(path, { waitUntil: 'load' });
  } finally {
    leaving.delete(page);
  }
  const deadline = performance.now() + 30_000;
  const notReady = (what: string) =>
    new Error(`${path} was not ready in 30 s (${what}); requests in flight: ${pendingRequests(page).join('; ')}`);
  for (;;) {
    const quiet = await untilQuiet(page, {
      images: true,
      since: performance.now(),
      timeoutMs: deadline - performance.now(),
    });
    if (!quiet) throw notReady('never quiet');
    if ((await page.locator(AUTH_GATE).count()) === 0) return;
    await page
      .locator(AUTH_GATE)
      .waitFor({ state: 'detached', timeout: Math.max(1, deadline - performance.now()) })
      .catch(() => {
        throw notReady('still `loading...`');
      });
  }
}

/**
 * Reloads the page as a reader does who does not wait: whatever the page still had in flight (a
 * lazy chunk, a query) is cancelled by the reload and left behind, not counted as a problem.
 */
export async function reloadAtOnce(page: Page): Promise<void> {
  leaving.add(page);
  try {
    await page.reload({ waitUntil: 'load' });
  } finally {
    leaving.delete(page);
  }
}

/**
 * Waits (up to 20 s) until the page shows no loading state ("Loading posts…"): lists fill after the
 * first paint, and a reader reads them before moving on (leaving earlier aborts their queries).
 */
export async function untilLoaded(page: Page): Promise<void> {
  await expect.poll(() => page.getByText(/^Loading/).count(), { message: 'still loading', timeout: 20_000 }).toBe(0);
}

/** The distinct same-origin pathnames of every <a href> on the page (fragments, mailto: and tel: left out). */
export async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page.$$eval('a[href]', (anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  const paths = hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname);
  return [...new Set(paths)].sort();
}
