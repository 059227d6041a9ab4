import type { BrowserContext, Page } from 'playwright-core';

/**
 * The phone's share sheet, stood in for (Chromium here has none): every page of `context` gets a
 * `navigator.share` that records what it was given, as the phone's sheet would show it.
 */
export async function standInShareSheet(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
}

/** What the stood-in share sheet of `page` was given, in order. */
export const sharedOn = (page: Page): Promise<ShareData[]> =>
  page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
