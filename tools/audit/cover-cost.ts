/**
 * `npm run audit:covers` compares pages with their covers and without them (covers.ts runs the
 * browser); this module is the pages, the arithmetic and the table.
 */
import { median, medianFigures, type RunFigures } from './limit.ts';
import { markdownTable } from './table.ts';

/** The pages whose covers issue 25 asks to cost nothing: the community home and a post with a cover. */
export const COVER_PATHS = ['/voa/voices-of-africa', '/voa/blog/posts/the-market-women-of-onitsha'];

/** Every cover's files (posts' and albums'; the seed's and members' uploads), as Lighthouse's URL patterns. */
export const COVER_FILES = ['*/media/post-cover/*', '*/media/album-photo/*'] as const;

export type CoverFigures = RunFigures & { speedIndexMs: number; cls: number };

export interface CoverRow {
  path: string;
  withCovers: CoverFigures;
  without: CoverFigures;
  /** The performance score with covers is not below the one without (issue 25's line). */
  notLower: boolean;
}

function medians(runs: readonly CoverFigures[]): CoverFigures {
  return {
    ...medianFigures(runs),
    speedIndexMs: median(runs.map((run) => run.speedIndexMs)),
    cls: median(runs.map((run) => run.cls)),
  };
}

export function compareCovers(
  path: string,
  withCovers: readonly CoverFigures[],
  without: readonly CoverFigures[],
): CoverRow {
  const row = { path, withCovers: medians(withCovers), without: medians(without) };
  return { ...row, notLower: row.withCovers.performance >= row.without.performance };
}

export function formatCoverTable(rows: readonly CoverRow[]): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const side = (figures: CoverFigures) => [
    String(figures.performance),
    seconds(figures.lcpMs),
    seconds(figures.speedIndexMs),
    `${Math.round(figures.tbtMs)} ms`,
    figures.cls.toFixed(3),
  ];
  const header = ['page', 'perf', 'LCP', 'SI', 'TBT', 'CLS', 'no covers: perf', 'LCP', 'SI', 'TBT', 'CLS', 'verdict'];
  const lines = rows.map((row) => [
    row.path,
    ...side(row.withCovers),
    ...side(row.without),
    row.notLower ? 'not lower' : 'LOWER with covers',
  ]);
  return markdownTable(header, lines);
}
