import { describe, expect, it } from 'vitest';
import { compareCovers, COVER_FILES, formatCoverTable } from './cover-cost.ts';

const run = (performance: number, lcpMs = 2000, speedIndexMs = 2500) => ({
  performance,
  lcpMs,
  tbtMs: 200,
  speedIndexMs,
  cls: 0,
});

describe('the cost of covers', () => {
  it('compares the medians of each side: equal or higher with covers is "not lower"', () => {
    const same = compareCovers('/a', [run(70), run(90), run(80)], [run(80), run(60), run(99)]);
    expect(same.withCovers.performance).toBe(80);
    expect(same.without.performance).toBe(80);
    expect(same.notLower).toBe(true);
    expect(compareCovers('/b', [run(79)], [run(80)]).notLower).toBe(false);
  });

  it('takes the Speed Index and LCP medians on their own', () => {
    const row = compareCovers('/a', [run(80, 3000, 1000), run(80, 1000, 3000), run(80, 2000, 2000)], [run(80)]);
    expect(row.withCovers.lcpMs).toBe(2000);
    expect(row.withCovers.speedIndexMs).toBe(2000);
  });

  it('prints one row per page with both sides and the verdict', () => {
    const table = formatCoverTable([compareCovers('/voa/x', [run(63, 4510, 3510)], [run(65, 4610, 2880)])]);
    const cells = (table.split('\n')[2] ?? '').split('|').map((cell) => cell.trim());
    expect(cells.slice(1, -1)).toEqual([
      '/voa/x',
      '63',
      '4.51 s',
      '3.51 s',
      '200 ms',
      '0.000',
      '65',
      '4.61 s',
      '2.88 s',
      '200 ms',
      '0.000',
      'LOWER with covers',
    ]);
  });

  it('blocks only cover files: post covers and album photos, not portraits or library covers', () => {
    const blocked = (path: string) =>
      COVER_FILES.some((pattern) => new RegExp(`^${pattern.replace(/\*/g, '.*')}$`).test(path));
    expect(blocked('http://127.0.0.1:5000/media/post-cover/AbC_1000x563_aabbcc/640.webp')).toBe(true);
    expect(blocked('http://127.0.0.1:5000/media/album-photo/AbC_1000x563_aabbcc/640.jpg')).toBe(true);
    expect(blocked('http://127.0.0.1:5000/media/portrait/AbC_256x256_aabbcc/64.webp')).toBe(false);
    expect(blocked('http://127.0.0.1:5000/assets/index.js')).toBe(false);
  });
});
