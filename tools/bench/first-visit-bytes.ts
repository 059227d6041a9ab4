import type { Browser } from 'playwright-core';

/**
 * What a first visit costs a phone, by kind: every response's encoded size as the browser
 * received it (compressed body and headers, Chromium's encodedDataLength), from the request of the
 * page until the page's deferred code has loaded (web/scripts/start-after-load.ts starts it after
 * the load event; the network is then idle). An empty cache: a new browser context per visit.
 */
export const KINDS = ['html', 'css', 'fonts', 'js', 'images', 'other'] as const;
export type Kind = (typeof KINDS)[number];
export type BytesByKind = Record<Kind | 'total', number>;
/** One response of a first visit: its address, its kind and its encoded size. */
export interface Response {
  url: string;
  kind: Kind;
  bytes: number;
}
export type FirstVisit = BytesByKind & { responses: Response[] };

/** Lighthouse's mobile preset (a Moto G Power), so the images are the ones its audits see. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

const KIND_OF: Partial<Record<string, Kind>> = {
  Document: 'html',
  Stylesheet: 'css',
  Font: 'fonts',
  Script: 'js',
  Image: 'images',
};

/** The bytes of a first visit to `url` at phone size, by kind. */
export async function firstVisitBytes(browser: Browser, url: string): Promise<FirstVisit> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const received = new Map<string, Omit<Response, 'bytes'>>();
    const bytes: FirstVisit = { html: 0, css: 0, fonts: 0, js: 0, images: 0, other: 0, total: 0, responses: [] };
    cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
      received.set(requestId, { url: response.url, kind: KIND_OF[type] ?? 'other' }),
    );
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const { url: responseUrl, kind } = received.get(requestId) ?? { url: '', kind: 'other' };
      bytes[kind] += encodedDataLength;
      bytes.total += encodedDataLength;
      bytes.responses.push({ url: responseUrl, kind, bytes: encodedDataLength });
    });
    await cdp.send('Network.enable');
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    // The start module imports the entry and the page's modules after `load`: wait until they are in.
    await page.waitForLoadState('networkidle');
    return bytes;
  } finally {
    await context.close();
  }
}

/** Kilobytes with one decimal, as the bench prints them. */
export const kb = (value: number) => (value / 1024).toFixed(1);
