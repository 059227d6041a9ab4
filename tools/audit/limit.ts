/**
 * `npm run audit:limit` compares each page with the fastest it could be: the same page, fully
 * rendered, with every script removed (its "limit"), served by the same server with the same CSS,
 * fonts and images. This module is the arithmetic and the table; against-limit.ts runs the browser.
 */
import { pageSlug } from './pages.ts';
import { markdownTable } from './table.ts';

/** Issue 26's targets: LCP within 1.2× the limit's, and under 100 ms of blocking time. */
export const LIMIT_TARGETS = { lcpRatio: 1.2, tbtMs: 100 } as const;

/** Where a page's no-script snapshot is written under the served folder, and served from. */
export const LIMIT_FOLDER = 'audit-limit';

/** One Lighthouse run's figures that the comparison reads. */
export interface RunFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
}

export interface LimitRow {
  path: string;
  app: RunFigures;
  limit: RunFigures;
  /** The app's median LCP over the limit's. */
  lcpRatio: number;
  missed: string[];
}

/** The address the Hosting emulator serves a page's snapshot at (cleanUrls: without `.html`). */
export function limitPath(path: string): string {
  return `/${LIMIT_FOLDER}/${pageSlug(path)}`;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median: no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The median of the runs that gave the figure: Lighthouse now and then reports no LCP (NaN). */
function medianOfMeasured(values: readonly number[]): number {
  const measured = values.filter(Number.isFinite);
  return measured.length === 0 ? Number.NaN : median(measured);
}

/** Each figure's median on its own: a run's TBT and its LCP vary independently on a busy machine. */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  return {
    performance: medianOfMeasured(runs.map((run) => run.performance)),
    lcpMs: medianOfMeasured(runs.map((run) => run.lcpMs)),
    tbtMs: medianOfMeasured(runs.map((run) => run.tbtMs)),
  };
}

/** A page's row: both sides' medians, the LCP ratio and the targets it misses. */
export function compareWithLimit(path: string, app: readonly RunFigures[], limit: readonly RunFigures[]): LimitRow {
  const appMedian = medianFigures(app);
  const limitMedian = medianFigures(limit);
  const lcpRatio = appMedian.lcpMs / limitMedian.lcpMs;
  const missed: string[] = [];
  if (!(lcpRatio <= LIMIT_TARGETS.lcpRatio)) missed.push(`LCP ${lcpRatio.toFixed(2)}× > ${LIMIT_TARGETS.lcpRatio}×`);
  if (!(appMedian.tbtMs < LIMIT_TARGETS.tbtMs))
    missed.push(`TBT ${Math.round(appMedian.tbtMs)} ms ≥ ${LIMIT_TARGETS.tbtMs} ms`);
  return { path, app: appMedian, limit: limitMedian, lcpRatio, missed };
}

/** The comparison's table (tools/audit/table.ts). */
export function formatLimitTable(rows: readonly LimitRow[]): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const header = [
    'page',
    'app perf',
    'app LCP',
    'app TBT',
    'limit perf',
    'limit LCP',
    'limit TBT',
    'LCP ratio',
    'targets',
  ];
  const lines = rows.map((row) => [
    row.path,
    String(row.app.performance),
    seconds(row.app.lcpMs),
    `${Math.round(row.app.tbtMs)} ms`,
    String(row.limit.performance),
    seconds(row.limit.lcpMs),
    `${Math.round(row.limit.tbtMs)} ms`,
    `${row.lcpRatio.toFixed(2)}×`,
    row.missed.length === 0 ? 'pass' : `FAIL: ${row.missed.join(', ')}`,
  ]);
  return markdownTable(header, lines);
}

/** A page's no-script limit with React alone added (react-floor.ts): the least a React page costs. */
export interface FloorRow {
  path: string;
  limit: RunFigures;
  floor: RunFigures;
  app: RunFigures;
  /** The floor's median LCP over the limit's: the ratio no React page can beat. */
  floorRatio: number;
  appRatio: number;
}

export function compareWithFloor(row: LimitRow, floor: readonly RunFigures[]): FloorRow {
  const floorMedian = medianFigures(floor);
  return {
    path: row.path,
    limit: row.limit,
    floor: floorMedian,
    app: row.app,
    floorRatio: floorMedian.lcpMs / row.limit.lcpMs,
    appRatio: row.lcpRatio,
  };
}

/** The floor's table: where the framework alone leaves each page against the targets, beside the app. */
export function formatFloorTable(rows: readonly FloorRow[]): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const header = ['page', 'limit LCP', 'React floor LCP', 'floor ratio', 'floor TBT', 'app ratio', 'app TBT'];
  const lines = rows.map((row) => [
    row.path,
    seconds(row.limit.lcpMs),
    seconds(row.floor.lcpMs),
    `${row.floorRatio.toFixed(2)}×`,
    `${Math.round(row.floor.tbtMs)} ms`,
    `${row.appRatio.toFixed(2)}×`,
    `${Math.round(row.app.tbtMs)} ms`,
  ]);
  return markdownTable(header, lines);
}
