import type { BrowserContextOptions } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadRouteTable, publicPages } from '../../tools/e2e/site.ts';
import { describeViolations, wcagViolations } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { openWatchedPage, viewports, visit } from './support/page.ts';

const pages = publicPages(await loadRouteTable());
const browser = useBrowser();

/**
 * The states each page is checked in. A signed-in state adds an entry whose `contextOptions`
 * carries the session (Playwright storageState, e.g. saved after support/auth.ts storeSession)
 * and whose `paths` lists the member pages to check.
 */
const states: { name: string; contextOptions: BrowserContextOptions; paths: string[] }[] = [
  { name: 'signed out, desktop', contextOptions: { viewport: viewports.desktop }, paths: pages.map((p) => p.path) },
  { name: 'signed out, mobile', contextOptions: { viewport: viewports.mobile }, paths: pages.map((p) => p.path) },
];

describe.each(states)('WCAG 2.2 A and AA (axe-core), $name', ({ contextOptions, paths }) => {
  it.each(paths)('%s has no violations', async (path) => {
    const { page, close } = await openWatchedPage(browser(), contextOptions);
    try {
      await visit(page, path);
      expect(describeViolations(await wcagViolations(page))).toEqual([]);
    } finally {
      await close();
    }
  });
});
