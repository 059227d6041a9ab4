import { describe, expect, it } from 'vitest';
import { watchOutputParser, type WatchReport } from './functions-build.ts';

function feed(lines: string[]): WatchReport[] {
  const reports: WatchReport[] = [];
  const parse = watchOutputParser((report) => reports.push(report));
  lines.forEach(parse);
  return reports;
}

describe('watchOutputParser (tsc --watch --pretty false)', () => {
  it('reports each compilation once: a success, then a failure with its error lines', () => {
    const reports = feed([
      '8:00:00 AM - Starting compilation in watch mode...',
      '8:00:02 AM - Found 0 errors. Watching for file changes.',
      '8:01:00 AM - File change detected. Starting incremental compilation...',
      "functions/src/a.ts(3,9): error TS2322: Type 'string' is not assignable to type 'number'.",
      "functions/src/b.ts(1,1): error TS2304: Cannot find name 'x'.",
      '8:01:01 AM - Found 2 errors. Watching for file changes.',
    ]);
    expect(reports).toEqual([
      { ok: true },
      {
        ok: false,
        errors: [
          "functions/src/a.ts(3,9): error TS2322: Type 'string' is not assignable to type 'number'.",
          "functions/src/b.ts(1,1): error TS2304: Cannot find name 'x'.",
        ],
      },
    ]);
  });

  it('starts every compilation with no errors left over from the one before', () => {
    const reports = feed([
      "functions/src/a.ts(3,9): error TS2322: Type 'string' is not assignable to type 'number'.",
      '8:01:01 AM - Found 1 error. Watching for file changes.',
      '8:02:01 AM - Found 0 errors. Watching for file changes.',
    ]);
    expect(reports.at(-1)).toEqual({ ok: true });
  });
});
