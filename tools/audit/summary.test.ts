import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { formatTable, medianRun, summarize } from './summary.ts';

/** The parts of a Lighthouse result that summarize() reads. */
function lighthouseResult(performance: number, cls: number): Result {
  const category = (score: number) => ({ score: score / 100, auditRefs: [] });
  return {
    categories: {
      performance: category(performance),
      accessibility: category(100),
      'best-practices': category(100),
      seo: category(100),
    },
    audits: {
      'largest-contentful-paint': { numericValue: 2100 },
      'cumulative-layout-shift': { numericValue: cls },
      'total-blocking-time': { numericValue: 120 },
    },
  } as unknown as Result;
}

describe('audit summary', () => {
  it('takes the median run by performance and keeps every run’s score', () => {
    const runs = [97, 88, 95].map((score) => summarize('/home/', 'mobile', lighthouseResult(score, 0)));
    const median = medianRun(runs);
    expect(median.scores.performance).toBe(95);
    expect(median.performanceRuns).toEqual([97, 88, 95]);
    expect(median.missed).toEqual([]);
    expect(formatTable([median])).toContain('| 97 88 95 ');
  });

  it('misses the targets below a performance of 95 on mobile, and at a CLS of 0.05 or more', () => {
    expect(summarize('/x', 'mobile', lighthouseResult(94, 0)).missed).toEqual(['performance 94 < 95']);
    expect(summarize('/x', 'desktop', lighthouseResult(80, 0.049)).missed).toEqual([]);
    expect(summarize('/x', 'desktop', lighthouseResult(100, 0.05)).missed).toEqual(['CLS 0.050 ≥ 0.05']);
  });
});
