/**
 * `npm run audit:covers`: what uploaded covers cost a page (issue 25's "not lower than without
 * them"). Lighthouse (mobile preset) measures each page of COVER_PATHS in alternating pairs: once
 * as it is, once with every cover file refused by the browser (Lighthouse's blockedUrlPatterns), so
 * the page keeps its layout and its placeholder boxes but fetches, decodes and paints no cover.
 * Alternating puts a busy moment of the machine on both sides. Prints each side's medians; an
 * audit: it exits 0 unless a run itself fails. Run by tools/e2e/with-site.ts, like `npm run audit`.
 */
import lighthouse from 'lighthouse';
import { seedSite } from '../e2e/seed-site.ts';
import { siteOrigin } from '../e2e/site.ts';
import { pagesWanted, runsWanted } from './args.ts';
import { launchAuditBrowser } from './browser.ts';
import { COVER_FILES, COVER_PATHS, compareCovers, formatCoverTable, type CoverFigures } from './cover-cost.ts';

async function measure(port: number, path: string, covers: boolean): Promise<CoverFigures> {
  const result = await lighthouse(new URL(path, siteOrigin).href, {
    port,
    logLevel: 'error',
    onlyCategories: ['performance'],
    blockedUrlPatterns: covers ? [] : [...COVER_FILES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { audits, categories } = result.lhr;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    speedIndexMs: audits['speed-index']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const runs = runsWanted(argv, 5);
  const paths = pagesWanted(argv, COVER_PATHS);
  await seedSite();
  const { browser, port } = await launchAuditBrowser();
  const rows = [];
  try {
    for (const path of paths) {
      const withCovers: CoverFigures[] = [];
      const without: CoverFigures[] = [];
      for (let run = 1; run <= runs; run++) {
        // Each pair starts from the other side in turn, so neither always meets a warm cache first.
        const order = run % 2 === 1 ? [true, false] : [false, true];
        for (const covers of order) (covers ? withCovers : without).push(await measure(port, path, covers));
        console.log(
          `measured ${path} (pair ${run} of ${runs}): performance ${withCovers.at(-1)?.performance} with covers, ` +
            `${without.at(-1)?.performance} without`,
        );
      }
      rows.push(compareCovers(path, withCovers, without));
    }
  } finally {
    await browser.close();
  }
  console.log(`\nMobile preset, median of ${runs} alternating pair(s), production build on ${siteOrigin}\n`);
  console.log(formatCoverTable(rows));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
