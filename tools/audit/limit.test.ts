import { describe, expect, it } from 'vitest';
import {
  compareWithFloor,
  compareWithLimit,
  formatFloorTable,
  formatLimitTable,
  limitPath,
  medianFigures,
} from './limit.ts';

const run = (lcpMs: number, tbtMs: number, performance = 90) => ({ performance, lcpMs, tbtMs });

describe('the comparison with the no-script limit', () => {
  it('serves each page’s snapshot at its own clean address', () => {
    expect(limitPath('/voa/blog')).toBe('/audit-limit/voa-blog');
    expect(limitPath('/home/')).toBe('/audit-limit/home');
    expect(limitPath('/voa/photos/lagos-2026')).not.toBe(limitPath('/voa/photos'));
  });

  it('takes each figure’s median on its own, over odd and even numbers of runs', () => {
    expect(medianFigures([run(3000, 50, 80), run(1000, 900, 99), run(2000, 100, 90)])).toEqual(run(2000, 100, 90));
    expect(medianFigures([run(1000, 100), run(3000, 300)]).lcpMs).toBe(2000);
  });

  it('leaves out a run that gave no figure, and gives none when no run did', () => {
    expect(medianFigures([run(2008, 20), run(Number.NaN, Number.NaN), run(2066, 40)])).toMatchObject({
      lcpMs: 2037,
      tbtMs: 30,
    });
    expect(medianFigures([run(Number.NaN, 10)]).lcpMs).toBeNaN();
  });

  it('passes a page within 1.2× the limit’s LCP and under 100 ms of TBT, and says what a page misses', () => {
    const limit = [run(1500, 0, 100)];
    expect(compareWithLimit('/a', [run(1800, 99)], limit).missed).toEqual([]);
    const slow = compareWithLimit('/b', [run(1801, 100)], limit);
    expect(slow.lcpRatio).toBeCloseTo(1.2007, 4);
    expect(slow.missed).toEqual(['LCP 1.20× > 1.2×', 'TBT 100 ms ≥ 100 ms']);
  });

  it('prints one row per page with the ratio and the verdict', () => {
    const table = formatLimitTable([compareWithLimit('/voa/blog', [run(4500, 450, 75)], [run(1500, 0, 100)])]);
    expect(table.split('\n')).toHaveLength(3);
    const cells = table
      .split('\n')[2]
      ?.split('|')
      .map((cell) => cell.trim())
      .filter(Boolean);
    expect(cells).toEqual([
      '/voa/blog',
      '75',
      '4.50 s',
      '450 ms',
      '100',
      '1.50 s',
      '0 ms',
      '3.00×',
      'FAIL: LCP 3.00× > 1.2×, TBT 450 ms ≥ 100 ms',
    ]);
  });

  it('puts the React floor between the limit and the app: its median, its ratio and its TBT', () => {
    const row = compareWithLimit('/home/', [run(2200, 180)], [run(1500, 0, 100), run(1600, 0, 100), run(1400, 0)]);
    const floor = compareWithFloor(row, [run(1650, 40), run(1800, 60), run(1950, 20)]);
    expect(floor.floorRatio).toBeCloseTo(1.2, 5);
    expect(floor.floor.tbtMs).toBe(40);
    expect(floor.appRatio).toBeCloseTo(2200 / 1500, 5);
    const cells = formatFloorTable([floor])
      .split('\n')[2]
      ?.split('|')
      .map((cell) => cell.trim())
      .filter(Boolean);
    expect(cells).toEqual(['/home/', '1.50 s', '1.80 s', '1.20×', '40 ms', '1.47×', '180 ms']);
  });
});
