import { chromiumPath } from '#tools/e2e/chromium.ts';
import { siteOrigin } from '#tools/e2e/site.ts';

/**
 * Before any browser test: Chromium must be installed and the site served. Each failure is one
 * line saying what to do, never a pass of zero tests.
 */
export default async function setup(): Promise<void> {
  chromiumPath();
  try {
    await fetch(siteOrigin, { signal: AbortSignal.timeout(5_000) });
  } catch {
    throw new Error(`Nothing serves ${siteOrigin}: run the browser tests with \`npm run test:e2e\``);
  }
}
