/**
 * `npm run audit`: Lighthouse (mobile and desktop presets) on the production build, run by
 * tools/e2e/with-site.ts, so the Hosting emulator serves it with firebase.json's headers and
 * compression. Lighthouse drives the Chromium that playwright-core launched (Debian's, with the
 * quiet-network flags) through its remote-debugging port: nothing is downloaded, nothing leaves
 * the machine. Prints a table and the targets met or missed; an audit, so it exits 0 unless a run
 * itself fails. Full HTML reports go to .emulators/audit/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { desktopConfig, generateReport } from 'lighthouse';
import { repoRoot } from '../emulators/config.ts';
import { pagesWanted, runsWanted } from './args.ts';
import { launchAuditBrowser } from './browser.ts';
import { seedSite } from '../e2e/seed-site.ts';
import { loadRouteTable, routeMatcher, siteOrigin } from '../e2e/site.ts';
import { AUDITED_PATHS, DEFAULT_RUNS, pageSlug } from './pages.ts';
import { CATEGORIES, formatTable, medianRun, summarize, type Form, type PageSummary } from './summary.ts';

async function main(): Promise<void> {
  const runs = runsWanted(process.argv.slice(2), DEFAULT_RUNS);
  const paths = pagesWanted(process.argv.slice(2), AUDITED_PATHS);
  const isRoute = routeMatcher(await loadRouteTable());
  const reports = join(repoRoot, '.emulators', 'audit');
  mkdirSync(reports, { recursive: true });
  await seedSite();

  const { browser, port } = await launchAuditBrowser();
  const rows: PageSummary[] = [];
  let versions = '';
  try {
    for (const path of paths) {
      for (const form of ['mobile', 'desktop'] as Form[]) {
        const measured: PageSummary[] = [];
        for (let run = 1; run <= runs; run++) {
          const result = await lighthouse(
            new URL(path, siteOrigin).href,
            { port, output: 'html', logLevel: 'error', onlyCategories: [...CATEGORIES] },
            form === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${path} (${form})`);
          const name = `${pageSlug(path)}-${form}-${run}.html`;
          writeFileSync(join(reports, name), generateReport(result.lhr, 'html'));
          measured.push(summarize(path, form, result.lhr));
          versions = `Lighthouse ${result.lhr.lighthouseVersion} on Chromium ${browser.version()}`;
          console.log(
            `measured ${path} (${form}, run ${run} of ${runs}): performance ${measured.at(-1)?.scores.performance}`,
          );
        }
        rows.push(medianRun(measured));
      }
    }
  } finally {
    await browser.close();
  }

  console.log(`\n${versions}, production build on ${siteOrigin}, median of ${runs} run(s) each\n`);
  console.log(formatTable(rows));
  const notInTable = paths.filter((path) => !isRoute(path));
  if (notInTable.length > 0)
    console.log(`\nNot in the route table yet (measured the not-found page): ${notInTable.join(', ')}`);
  const failing = rows.filter((row) => row.failingAudits.length > 0);
  for (const row of failing) console.log(`\n${row.path} (${row.form}) below 100:\n  ${row.failingAudits.join('\n  ')}`);
  const missed = rows.filter((row) => row.missed.length > 0).length;
  console.log(`\nTargets: ${rows.length - missed} of ${rows.length} page runs pass. Reports: .emulators/audit/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
