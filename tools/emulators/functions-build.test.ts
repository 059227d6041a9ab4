import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SuiteConfig } from './config.ts';
import { functionsBuildIsCurrent, watchOutputParser, type WatchReport } from './functions-build.ts';

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

describe('functionsBuildIsCurrent', () => {
  const root = mkdtempSync(join(tmpdir(), 'functions-build-'));
  const config = { rootDir: root, functionsDir: join(root, 'functions') } as SuiteConfig;
  const write = (path: string, secondsAgo: number, content = '') => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
    const time = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(join(root, path), time, time);
  };
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is false without a build, true once the build info is newer than every source, false after an edit', () => {
    write('functions/package.json', 60, '{}');
    write('functions/tsconfig.json', 60);
    write('functions/tsconfig.build.json', 60);
    write('tsconfig.json', 60);
    write('functions/src/index.ts', 50);
    write('shared/model/posts.ts', 50);
    expect(functionsBuildIsCurrent(config)).toBe(false);

    write('functions/lib/index.js', 40);
    expect(functionsBuildIsCurrent(config), 'no build info: lib may be from a build of other sources').toBe(false);
    write('functions/lib/.tsbuildinfo', 40);
    expect(functionsBuildIsCurrent(config)).toBe(true);

    write('shared/model/posts.ts', 30);
    expect(functionsBuildIsCurrent(config), 'a model edit').toBe(false);
    write('functions/lib/.tsbuildinfo', 20);
    expect(functionsBuildIsCurrent(config)).toBe(true);

    write('functions/tsconfig.build.json', 10);
    expect(functionsBuildIsCurrent(config), 'a compiler setting').toBe(false);
  });
});
