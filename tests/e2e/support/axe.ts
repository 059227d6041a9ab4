import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.2 level A and AA, as axe-core tags them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

// axe-core from node_modules, evaluated through the DevTools protocol: no CDN, and no inline
// <script> for the site's Content-Security-Policy to block.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe on the page as it is now and returns the WCAG 2.2 A/AA violations. */
export async function wcagViolations(page: Page): Promise<Result[]> {
  // Once per document: the same page audited again (another width or scheme) keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    [...WCAG_TAGS],
  );
  return results.violations;
}

/** One readable line per violation and element, for a failure message. */
export function describeViolations(violations: readonly Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')} — ${violation.help}`,
    ),
  );
}
