/**
 * `npm run audit:limit`: each page of LIMIT_PATHS against the fastest it could be (issue 26). For
 * each page it saves the page as the browser shows it once its data is there, with every script
 * removed, into the served folder (the page's "limit": same server, headers, CSS, fonts and
 * images); then Lighthouse (mobile preset) measures the app's page and its limit in turn, so a busy
 * moment of the machine falls on both. Prints each side's median LCP and TBT and the ratio
 * LCP app / LCP limit, against LIMIT_TARGETS. An audit: it exits 0 unless a run itself fails.
 * `--floor` measures a third side, the limit with React alone added (react-floor.ts).
 * Run by tools/e2e/with-site.ts, like `npm run audit`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import type { Browser } from 'playwright-core';
import { loadSuiteConfig } from '../emulators/config.ts';
import { E2E_CONFIG_FILE } from '../e2e/hosting-config.ts';
import { seedSite } from '../e2e/seed-site.ts';
import { siteOrigin } from '../e2e/site.ts';
import { pagesWanted, runsWanted } from './args.ts';
import { launchAuditBrowser } from './browser.ts';
import {
  compareWithFloor,
  compareWithLimit,
  formatFloorTable,
  formatLimitTable,
  LIMIT_FOLDER,
  LIMIT_TARGETS,
  limitPath,
  type FloorRow,
  type RunFigures,
} from './limit.ts';
import { LIMIT_PATHS, LIMIT_RUNS, pageSlug } from './pages.ts';
import { buildReactFloor, REACT_FLOOR_SCRIPT, withReactFloor } from './react-floor.ts';

/** A list shows a "Loading …" line until its query answers (ListStates); the snapshot waits it out. */
const LOADING_LINE = /^\s*Loading/;
const SETTLE_TIMEOUT_MS = 30_000;

/** The page as a visitor sees it once everything has loaded, without a single script. */
async function noScriptSnapshot(browser: Browser, path: string): Promise<string> {
  const page = await browser.newPage();
  try {
    await page.goto(new URL(path, siteOrigin).href, { waitUntil: 'networkidle' });
    // Strings, not functions: they run in the page, and the tools are type-checked without the DOM.
    await page.waitForFunction(`!/${LOADING_LINE.source}/m.test(document.body.innerText)`, undefined, {
      timeout: SETTLE_TIMEOUT_MS,
    });
    return await page.evaluate<string>(`
      document.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"]')
        .forEach((element) => element.remove());
      '<!doctype html>\\n' + document.documentElement.outerHTML;
    `);
  } finally {
    await page.close();
  }
}

async function measure(port: number, path: string): Promise<RunFigures> {
  const result = await lighthouse(new URL(path, siteOrigin).href, {
    port,
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
  };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const runs = runsWanted(argv, LIMIT_RUNS);
  const paths = pagesWanted(argv, LIMIT_PATHS);
  const withFloor = argv.includes('--floor');
  const folder = join(loadSuiteConfig(undefined, E2E_CONFIG_FILE).hostingPublic, LIMIT_FOLDER);
  mkdirSync(folder, { recursive: true });
  if (withFloor) await buildReactFloor(folder);
  await seedSite();

  const { browser, port } = await launchAuditBrowser();
  const rows = [];
  const floorRows: FloorRow[] = [];
  try {
    for (const path of paths) {
      const snapshot = await noScriptSnapshot(browser, path);
      writeFileSync(join(folder, `${pageSlug(path)}.html`), snapshot);
      const floorPath = `${limitPath(path)}-react-floor`;
      if (withFloor) {
        const script = `/${LIMIT_FOLDER}/${REACT_FLOOR_SCRIPT}`;
        writeFileSync(join(folder, `${pageSlug(path)}-react-floor.html`), withReactFloor(snapshot, script));
      }
      const app: RunFigures[] = [];
      const limit: RunFigures[] = [];
      const floor: RunFigures[] = [];
      for (let run = 1; run <= runs; run++) {
        app.push(await measure(port, path));
        limit.push(await measure(port, limitPath(path)));
        if (withFloor) floor.push(await measure(port, floorPath));
        console.log(
          `measured ${path} (run ${run} of ${runs}): LCP ${Math.round(app.at(-1)?.lcpMs ?? 0)} ms, ` +
            `limit ${Math.round(limit.at(-1)?.lcpMs ?? 0)} ms` +
            (withFloor ? `, React floor ${Math.round(floor.at(-1)?.lcpMs ?? 0)} ms` : ''),
        );
      }
      const row = compareWithLimit(path, app, limit);
      rows.push(row);
      if (withFloor) floorRows.push(compareWithFloor(row, floor));
    }
  } finally {
    await browser.close();
    rmSync(folder, { recursive: true, force: true });
  }

  console.log(`\nMobile preset, median of ${runs} run(s) per side, production build on ${siteOrigin}\n`);
  console.log(formatLimitTable(rows));
  const met = rows.filter((row) => row.missed.length === 0).length;
  console.log(
    `\nTargets (LCP ≤ ${LIMIT_TARGETS.lcpRatio}× the no-script limit, TBT < ${LIMIT_TARGETS.tbtMs} ms): ` +
      `${met} of ${rows.length} pages pass.`,
  );
  if (withFloor) {
    console.log('\nThe limit with React alone added (React and ReactDOM evaluated, one element rendered):\n');
    console.log(formatFloorTable(floorRows));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
