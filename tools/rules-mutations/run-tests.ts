import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { spawnManaged } from '../emulators/children.ts';

/** Where the rules tests live (the `rules` project of vitest.config.ts includes tests/rules/**\/*.test.ts). */
const RULES_TESTS_DIR = join('tests', 'rules');

/** The rules test files, relative to the root, sorted. */
export function listRulesTestFiles(rootDir: string): string[] {
  const dir = join(rootDir, RULES_TESTS_DIR);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => join(RULES_TESTS_DIR, name))
    .sort();
}

/** `contactMessages` → `contact-messages`: the test files are named after the collection they cover. */
export const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Splits the test files into those of the given collections, run first because they are the
 * likeliest to kill the mutant, and the rest. A file is a collection's when it is named after it
 * (`tests/rules/<collection>.test.ts`) or, given `sourceOf`, when its text names a path in it
 * (`'mailPreferences/voice'`, `` `users/${uid}/notifications` ``) or its constant
 * (`COLLECTIONS.mailPreferences`): several collections share a file (member-mail.test.ts). Both
 * groups together are always the whole rules suite: a mutant survives only if every rules test passes.
 */
export function orderTestFiles(
  collections: string[],
  all: string[],
  sourceOf?: (file: string) => string,
): { first: string[]; rest: string[] } {
  const names = new Set(collections.map((collection) => `${kebabCase(collection)}.test.ts`));
  const mentions = collections.map(
    (collection) => new RegExp(`['"\`/]${collection}/|\\bCOLLECTIONS\\.${collection}\\b`),
  );
  const isOf = (file: string) =>
    names.has(file.split('/').at(-1) ?? '') ||
    (sourceOf !== undefined && mentions.some((mention) => mention.test(sourceOf(file))));
  const first = all.filter(isOf);
  return { first, rest: all.filter((file) => !first.includes(file)) };
}

/**
 * The runs a mutant gets, in order: the file that killed the last mutant of the same scope alone
 * (mutants come in source order, and those of one function or rule are mostly killed by the same
 * file, often one the collections' order puts last), then the collections' files, then the rest.
 * Together they are always every file.
 */
export function testGroups(ordered: { first: string[]; rest: string[] }, likelyKiller?: string): string[][] {
  const known = likelyKiller !== undefined && [...ordered.first, ...ordered.rest].includes(likelyKiller);
  const others = (files: string[]) => (known ? files.filter((file) => file !== likelyKiller) : files);
  const groups = [...(known ? [[likelyKiller]] : []), others(ordered.first), others(ordered.rest)];
  return groups.filter((group) => group.length > 0);
}

/** The test file of a kill, from its first failure (`tests/rules/x.test.ts > …` or `…: message`). */
export function killerFileOf(killedBy: string | undefined): string | undefined {
  return killedBy?.match(/^(\S+?\.test\.ts)(?: > |: )/)?.[1];
}

export interface TestRun {
  passed: boolean;
  /** The failed tests (`file > describe > test`), or the failed files' errors when a hook failed. */
  failures: string[];
  /** The failed tests, to run one again: its file and its full name (`describe test`). */
  failedTests: { file: string; name: string }[];
  /** How many tests passed (a -t pattern that matches nothing passes with none). */
  passedCount: number;
}

interface JsonReport {
  success: boolean;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; ancestorTitles?: string[]; title?: string }[];
  }[];
}

/**
 * The failed tests of Vitest's JSON report, by file and full name as `-t` matches it: the suites'
 * titles and the test's joined by ' > ' (the report's own fullName joins them by spaces).
 */
export function failedTestsOf(report: JsonReport, rootDir: string): { file: string; name: string }[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((result) => result.status === 'failed')
      .map((result) => ({
        file: relative(rootDir, file.name),
        name:
          result.title === undefined ? result.fullName : [...(result.ancestorTitles ?? []), result.title].join(' > '),
      })),
  );
}

/** A test's full name as a `-t` pattern that matches it alone (regex characters escaped, anchored). */
export const exactNamePattern = (name: string) => `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

/** What failed, from Vitest's JSON report. */
export function failuresOf(report: JsonReport, rootDir: string): string[] {
  const failures: string[] = [];
  for (const file of report.testResults) {
    const name = relative(rootDir, file.name);
    const failed = file.assertionResults.filter((result) => result.status === 'failed');
    for (const result of failed) failures.push(`${name} > ${result.fullName}`);
    // A file that --bail cancelled before it ran is marked failed too, with no message: not a failure.
    const message = file.message?.trim();
    if (failed.length === 0 && file.status === 'failed' && message) failures.push(`${name}: ${message.split('\n')[0]}`);
  }
  return failures;
}

function vitestBin(rootDir: string): string {
  const require = createRequire(join(rootDir, 'package.json'));
  return join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
}

/** The run could not say whether the tests pass: no report, a time-out. Never counted as a kill. */
export class HarnessError extends Error {
  override readonly name = 'HarnessError';
}

/**
 * Runs the given rules test files once (`vitest run --project rules --bail=1`) in the environment
 * `env` (the whole of it): stopping at the first failure is enough to kill a mutant. Vitest writes a JSON
 * report, which says what failed; its console output goes to `logPath` (the last run's is kept).
 * Its results cache stays untouched (--no-cache): mutants must not reorder the developer's runs.
 */
export async function runRulesTests(options: {
  rootDir: string;
  files: string[];
  env: NodeJS.ProcessEnv;
  scratchDir: string;
  logPath: string;
  timeoutMs: number;
  /** Runs only the tests whose full name matches (Vitest's -t). */
  testNamePattern?: string;
  /** Stops the run; its reason (a HarnessError) is thrown. */
  abort: AbortSignal;
}): Promise<TestRun> {
  if (options.abort.aborted) throw options.abort.reason as Error;
  const reportPath = join(options.scratchDir, 'vitest-report.json');
  rmSync(reportPath, { force: true });
  const args = [
    vitestBin(options.rootDir),
    'run',
    '--project',
    'rules',
    '--bail=1',
    '--no-cache',
    '--reporter=json',
    `--outputFile.json=${reportPath}`,
    ...(options.testNamePattern ? ['-t', options.testNamePattern] : []),
    ...options.files,
  ];
  const child = spawnManaged('vitest (rules tests)', process.execPath, args, {
    env: options.env,
    cwd: options.rootDir,
    output: { kind: 'file', path: options.logPath },
  });
  const stop = () => void child.stop(2_000);
  options.abort.addEventListener('abort', stop, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    stop();
  }, options.timeoutMs);
  const code = await child.exited;
  clearTimeout(timer);
  options.abort.removeEventListener('abort', stop);

  if (options.abort.aborted) throw options.abort.reason as Error;
  if (timedOut) {
    throw new HarnessError(
      `the rules tests took over ${Math.round(options.timeoutMs / 1000)} s (log: ${options.logPath})`,
    );
  }
  if (!existsSync(reportPath)) {
    throw new HarnessError(`vitest ended (${code}) without a report: see ${options.logPath}`);
  }
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as JsonReport;
  const passed = code === 0 && report.success;
  const failures = failuresOf(report, options.rootDir);
  if (!passed && failures.length === 0) {
    throw new HarnessError(`vitest failed (${code}) but reported no failed test: see ${options.logPath}`);
  }
  const passedCount = report.testResults.flatMap((file) =>
    file.assertionResults.filter((result) => result.status === 'passed'),
  ).length;
  return { passed, failures, failedTests: failedTestsOf(report, options.rootDir), passedCount };
}
