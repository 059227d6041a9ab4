import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.2 level A and AA, as axe-core tags them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

// axe-core from node_modules, evaluated through the DevTools protocol: no CDN, and no inline
// <script> for the site's Content-Security-Policy to block.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * WCAG 2.2 A/AA rules whose verdict depends on colour: all a colour scheme can change, since the
 * dark scheme sets colours only (web/src/styles/dark-scheme.test.ts holds the CSS to that).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * Runs axe on the page as it is now and returns the WCAG 2.2 A/AA violations: of every such rule,
 * or of `rules` alone (a rule id each).
 */
export async function wcagViolations(page: Page, rules?: readonly string[]): Promise<Result[]> {
  // Once per document: the same page audited again (another width or scheme) keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const runOnly = rules ? { type: 'rule', values: [...rules] } : { type: 'tag', values: [...WCAG_TAGS] };
  const results = await page.evaluate(
    (only) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: only, resultTypes: ['violations'] },
      ),
    runOnly,
  );
  return results.violations;
}

/** One readable line per violation and element, for a failure message. */
export function describeViolations(violations: readonly Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')} — ${violation.help}` +
        // The measured colours and ratio, so that a contrast failure seen once in CI can be judged.
        (violation.id === 'color-contrast' && node.any[0] ? ` (${node.any[0].message})` : ''),
    ),
  );
}
