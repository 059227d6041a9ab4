import type { Result } from 'lighthouse';
import { MAX_CLS, TARGETS } from './pages.ts';
import { markdownTable } from './table.ts';

export type Form = 'mobile' | 'desktop';
export type Category = keyof typeof TARGETS;
export const CATEGORIES = Object.keys(TARGETS) as Category[];

export interface PageSummary {
  path: string;
  form: Form;
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** JavaScript transferred (compressed bytes on the wire). */
  jsBytes: number;
  /** Targets missed, e.g. 'performance 91 < 95'. */
  missed: string[];
  /** Titles of the failing audits of each category below 100, to act on. */
  failingAudits: string[];
  /** The performance scores of every run of this page and form, when it ran more than once. */
  performanceRuns?: number[];
}

const numeric = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The figures of one Lighthouse result that the audit table prints, and the targets it misses. */
export function summarize(path: string, form: Form, lhr: Result): PageSummary {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const scripts = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const missed = CATEGORIES.filter((category) => {
    const target = TARGETS[category];
    return (target.forms as readonly Form[]).includes(form) && scores[category] < target.score;
  }).map((category) => `${category} ${scores[category]} < ${TARGETS[category].score}`);
  const cls = numeric(lhr, 'cumulative-layout-shift');
  if (!(cls < MAX_CLS)) missed.push(`CLS ${cls.toFixed(3)} ≥ ${MAX_CLS}`);
  const failingAudits = CATEGORIES.filter((category) => scores[category] < 100).flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${lhr.audits[ref.id]?.title ?? ref.id}`),
  );
  return {
    path,
    form,
    scores,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls,
    tbtMs: numeric(lhr, 'total-blocking-time'),
    jsBytes: scripts?.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    missed,
    failingAudits,
  };
}

/**
 * The median run of several of one page and form, by performance score (the noisy one: Total
 * Blocking Time varies from run to run on a busy machine), with every run's score kept beside it.
 */
export function medianRun(runs: readonly PageSummary[]): PageSummary {
  if (runs.length === 0) throw new Error('medianRun: no runs');
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] as PageSummary;
  return { ...median, performanceRuns: runs.map((run) => run.scores.performance) };
}

/** The audit's table (tools/audit/table.ts). */
export function formatTable(rows: readonly PageSummary[]): string {
  const header = ['page', 'form', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS', 'TBT', 'JS', 'perf runs', 'targets'];
  const lines = rows.map((row) => [
    row.path,
    row.form,
    ...CATEGORIES.map((category) => String(row.scores[category])),
    `${(row.lcpMs / 1000).toFixed(2)} s`,
    row.cls.toFixed(3),
    `${Math.round(row.tbtMs)} ms`,
    `${(row.jsBytes / 1024).toFixed(1)} KiB`,
    (row.performanceRuns ?? [row.scores.performance]).join(' '),
    row.missed.length === 0 ? 'pass' : `FAIL: ${row.missed.join(', ')}`,
  ]);
  return markdownTable(header, lines);
}
