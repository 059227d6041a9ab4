import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { copyShareImageAssets } from '../deploy/share-image-assets.ts';
import { spawnManaged, type ManagedChild } from './children.ts';
import { functionsEntry, type SuiteConfig } from './config.ts';
import { LauncherError } from './errors.ts';

function tscArgs(config: SuiteConfig): string[] {
  const require = createRequire(join(config.rootDir, 'package.json'));
  let tsc: string;
  try {
    tsc = require.resolve('typescript/bin/tsc');
  } catch {
    throw new LauncherError('TypeScript is not installed: run `npm install` at the repository root');
  }
  // --noEmitOnError: a build with errors leaves the last good functions/lib in place, so the
  // emulator keeps running working code while the developer fixes the error.
  return [tsc, '-p', join(config.functionsDir, 'tsconfig.build.json'), '--noEmitOnError', '--pretty', 'false'];
}

/** Builds the functions once; throws with the compiler's errors when they do not compile. */
export function buildFunctions(config: SuiteConfig): void {
  const result = spawnSync(process.execPath, tscArgs(config), { cwd: config.rootDir, encoding: 'utf8' });
  if (result.status !== 0) {
    const errors = `${result.stdout}${result.stderr}`.trim();
    throw new LauncherError(`The functions do not compile:\n${errors}`);
  }
  // What the functions' own `npm run build` adds: the postShareImage function's fonts and artwork.
  copyShareImageAssets(config.rootDir);
}

/** The newest modification time of the files below `path` (0 when there are none). */
function newestBelow(path: string): number {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestBelow(join(path, name))));
}

/**
 * Whether functions/lib is the build of the sources as they are: its build info (written by every
 * compilation that changed something, functions/tsconfig.build.json) is newer than every source and
 * compiler setting. Then the emulators need not wait for the start-up compilation, which rewrites
 * nothing. Edited tests count as changes too: a start that waits for nothing new costs only time.
 */
export function functionsBuildIsCurrent(config: SuiteConfig): boolean {
  const buildInfo = statSync(join(config.functionsDir, 'lib', '.tsbuildinfo'), { throwIfNoEntry: false });
  if (!buildInfo || !statSync(functionsEntry(config), { throwIfNoEntry: false })) return false;
  const inputs = [
    join(config.functionsDir, 'src'),
    join(config.functionsDir, 'package.json'),
    join(config.functionsDir, 'tsconfig.json'),
    join(config.functionsDir, 'tsconfig.build.json'),
    join(config.rootDir, 'shared'),
    join(config.rootDir, 'tsconfig.json'),
  ];
  return Math.max(...inputs.map(newestBelow)) <= buildInfo.mtimeMs;
}

/** What one compilation of `tsc --watch` ended with. */
export type WatchReport = { ok: true } | { ok: false; errors: string[] };

/**
 * Reads `tsc --watch` output (with --pretty false): error lines accumulate until the summary
 * line "Found N errors. Watching for file changes." closes the compilation.
 */
export function watchOutputParser(onReport: (report: WatchReport) => void): (line: string) => void {
  let errors: string[] = [];
  return (line) => {
    if (/error TS\d+:/.test(line)) errors.push(line.trim());
    const summary = /Found (\d+) errors?\. Watching for file changes/.exec(line);
    if (!summary) return;
    onReport(summary[1] === '0' ? { ok: true } : { ok: false, errors: errors.length > 0 ? errors : [line.trim()] });
    errors = [];
  };
}

export interface FunctionsWatch extends ManagedChild {
  /** The first compilation: resolves once functions/lib is built, rejects with the compiler's errors. */
  built: Promise<void>;
}

/**
 * Builds the functions and recompiles them whenever their source changes (`tsc --watch`); the
 * Functions emulator reloads functions/lib when it changes (firebase.json's `ignore` keeps it from
 * watching src). The first compilation is the start-up build (`built`); each later one is reported
 * once through `print`: a success in one line, a failure with the compiler's error lines (the last
 * good build keeps running).
 */
export function watchFunctions(config: SuiteConfig, logFile: string, print: (line: string) => void): FunctionsWatch {
  // What the functions' own `npm run build` adds: the postShareImage function's fonts and artwork.
  copyShareImageAssets(config.rootDir);
  const child = spawnManaged(
    'functions-build',
    process.execPath,
    [...tscArgs(config), '--watch', '--preserveWatchOutput'],
    {
      env: process.env,
      cwd: config.rootDir,
      output: { kind: 'file', path: logFile },
    },
  );
  const source = relative(config.rootDir, join(config.functionsDir, 'src'));
  let settleFirst: ((report: WatchReport) => void) | undefined;
  const built = new Promise<void>((resolve, reject) => {
    settleFirst = (report) =>
      report.ok ? resolve() : reject(new LauncherError(`The functions do not compile:\n${report.errors.join('\n')}`));
    child.died.addEventListener('abort', () => reject(child.died.reason as Error), { once: true });
  });
  built.catch(() => {}); // the caller awaits it; a rejection nobody awaited yet is not unhandled
  child.onLine(
    watchOutputParser((report) => {
      if (settleFirst) {
        settleFirst(report);
        settleFirst = undefined;
        return;
      }
      if (report.ok) print(`[functions] ${source} changed: rebuilt; the emulator loads the new build`);
      else {
        print(`[functions] ${source} does not compile; the last good build keeps running:`);
        for (const error of report.errors) print(`  ${error}`);
      }
    }),
  );
  return Object.assign(child, { built });
}
