import { describe, expect, it } from 'vitest';
import { loadRouteTable, publicPages } from '#tools/e2e/site.ts';
import { NO_VIOLATIONS, violationsAtBothWidths } from './support/accessibility.ts';
import { useBrowser } from './support/browser.ts';
import { SEEDED } from './support/visits.ts';

const table = await loadRouteTable();
const pages = publicPages(table);
const seededPublicPaths = table
  .filter((route) => route.access === 'public' && route.path in SEEDED)
  .map((route) => String(SEEDED[route.path]));
const browser = useBrowser();

// The members' states are in accessibility-members.test.ts: two files, so two browsers share the work.
describe('WCAG 2.2 A and AA (axe-core), signed out', () => {
  it.each(pages.map((p) => p.path))(
    '%s has no violations at 1440 and 375 px, light, and no colour violations dark',
    async (path) => {
      expect(await violationsAtBothWidths(browser(), path)).toEqual(NO_VIOLATIONS);
    },
  );

  // The public pages at an address with parameters, each at its seeded value (support/visits.ts).
  it.each(seededPublicPaths)(
    '%s has no violations at 1440 and 375 px, light, and no colour violations dark',
    async (path) => {
      expect(await violationsAtBothWidths(browser(), path)).toEqual(NO_VIOLATIONS);
    },
  );
});

// /search is left out of the sitemap (indexable: false), so publicPages does not list it: its results, audited here.
describe('WCAG 2.2 A and AA (axe-core), /search with results', () => {
  it('/search?q=grandmother has no violations at 1440 and 375 px, light, and no colour violations dark', async () => {
    expect(await violationsAtBothWidths(browser(), '/search?q=grandmother')).toEqual(NO_VIOLATIONS);
  });
});
