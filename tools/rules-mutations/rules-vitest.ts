import { appendFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createVitest, type Reporter, type TestCase, type TestModule, type TestSpecification } from 'vitest/node';
import { HarnessError, namesPattern } from './run-tests.ts';

/** A failed test: its file (relative to the root), its name as reports print it, and Vitest's id. */
export interface FailedTest {
  file: string;
  name: string;
  id: string;
}

export interface TestRun {
  passed: boolean;
  /** The failed tests (`file > describe > test`), or the failed files' errors when a hook failed. */
  failures: string[];
  failedTests: FailedTest[];
  /** How many tests passed. */
  passedCount: number;
}

/**
 * The rules tests in one Vitest that stays up for the whole check: each run reuses its config,
 * module graph and transforms, where a new `vitest run` took about 1.7 s to start, and a kill takes
 * two runs. Its console output and failures go to `logPath` (the last run's is kept).
 *
 * A run goes to its end, failures and all (no bail): the check runs one file at a time, or a few
 * tests, so the rest of one file is all that costs. A run that bail cancelled mid-test left its
 * requests behind, and the emulator failed the next run's clearFirestore (500, UNKNOWN).
 */
export interface RulesVitest {
  run(files: string[]): Promise<TestRun>;
  /** Runs only these tests, by file and full name (a name that matches none runs nothing). */
  runTests(tests: { file: string; name: string }[]): Promise<TestRun>;
  /** Whether one test passes when it runs alone, on whatever rules RULES_FILE holds now. */
  passesAlone(test: FailedTest): Promise<boolean>;
  /** Stops Vitest and gives back the environment variables it was started with. */
  close(): Promise<void>;
}

/**
 * Starts Vitest on the `rules` project of vitest.config.ts, one file at a time as there. The tests
 * read the emulator's address and RULES_FILE from the environment, which the test workers inherit
 * from this process: `env` is set on it until close().
 */
export async function startRulesVitest(options: {
  rootDir: string;
  env: Record<string, string | undefined>;
  logPath: string;
  timeoutMs: number;
  /** Stops the run in progress; its reason (a HarnessError) is thrown. */
  abort: AbortSignal;
}): Promise<RulesVitest> {
  const restoreEnv = setEnv(options.env);
  const log: Reporter = {
    onTestRunStart: () => writeFileSync(options.logPath, ''),
    onUserConsoleLog: (entry) => appendFileSync(options.logPath, entry.content),
  };
  const signalListeners = () => new Set([...process.listeners('SIGINT'), ...process.listeners('SIGTERM')]);
  const ownListeners = signalListeners();
  const vitest = await createVitest(
    {
      root: options.rootDir,
      config: join(options.rootDir, 'vitest.config.ts'),
      project: ['rules'],
      watch: false,
      // Its results cache stays untouched: mutants must not reorder the developer's runs.
      cache: false,
    },
    { test: { reporters: [log] } },
  ).catch((error: unknown) => {
    restoreEnv();
    throw error;
  });
  // Vitest's logger ends the process on SIGINT and SIGTERM; the check's own handlers stop the run
  // in progress and report what was judged, so Vitest's are taken off.
  for (const listener of signalListeners()) {
    if (ownListeners.has(listener)) continue;
    process.off('SIGINT', listener);
    process.off('SIGTERM', listener);
  }
  const project = vitest.getProjectByName('rules');

  const runSpecifications = async (specifications: TestSpecification[]): Promise<TestRun> => {
    if (options.abort.aborted) throw options.abort.reason as Error;
    const cancel = () => void vitest.cancelCurrentRun('keyboard-input');
    options.abort.addEventListener('abort', cancel, { once: true });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        cancel();
        const seconds = Math.round(options.timeoutMs / 1000);
        reject(new HarnessError(`the rules tests took over ${seconds} s (log: ${options.logPath})`));
      }, options.timeoutMs);
    });
    try {
      const result = await Promise.race([vitest.runTestSpecifications(specifications), timedOut]);
      if (options.abort.aborted) throw options.abort.reason as Error;
      // Vitest's state keeps every module it ever ran: only this run's say what this run did.
      const ran = new Set(specifications.map((specification) => specification.moduleId));
      const modules = result.testModules.filter((module) => ran.has(module.moduleId));
      return outcomeOf(modules, result.unhandledErrors, options);
    } finally {
      clearTimeout(timer);
      options.abort.removeEventListener('abort', cancel);
    }
  };

  return {
    run: (files) => runSpecifications(files.map((file) => project.createSpecification(join(options.rootDir, file)))),
    runTests: (tests) => {
      const files = [...new Set(tests.map((test) => test.file))];
      const namesIn = (file: string) => tests.filter((test) => test.file === file).map((test) => test.name);
      return runSpecifications(
        files.map((file) =>
          project.createSpecification(join(options.rootDir, file), { testNamePattern: namesPattern(namesIn(file)) }),
        ),
      );
    },
    passesAlone: async (test) => {
      const alone = project.createSpecification(join(options.rootDir, test.file), { testIds: [test.id] });
      const outcome = await runSpecifications([alone]);
      return outcome.passed && outcome.passedCount > 0;
    },
    close: async () => {
      try {
        await vitest.close();
      } finally {
        restoreEnv();
      }
    },
  };
}

/** Sets the variables (undefined deletes one) and returns what puts the old values back. */
function setEnv(env: Record<string, string | undefined>): () => void {
  const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
  };
  apply(env);
  return () => apply(before);
}

/**
 * A run's outcome from the modules it ran: each failed test by file and full name, or a file by
 * its first error when its import or a hook failed.
 */
function outcomeOf(
  modules: TestModule[],
  unhandledErrors: readonly unknown[],
  options: { rootDir: string; logPath: string },
): TestRun {
  const failures: string[] = [];
  const failedTests: FailedTest[] = [];
  let passedCount = 0;
  for (const module of modules) {
    const file = relative(options.rootDir, module.moduleId);
    const failed: TestCase[] = [...module.children.allTests('failed')];
    passedCount += [...module.children.allTests('passed')].length;
    for (const test of failed) {
      failures.push(`${file} > ${test.fullName}`);
      failedTests.push({ file, name: test.fullName, id: test.id });
      const messages = (test.result().errors ?? []).map((error) => error.message).join('\n');
      appendFileSync(options.logPath, `\nFAIL ${file} > ${test.fullName}\n${messages}\n`);
    }
    const [error] = module.errors();
    if (failed.length === 0 && error) failures.push(`${file}: ${error.message.split('\n')[0] ?? ''}`);
  }
  const passed = failures.length === 0 && unhandledErrors.length === 0;
  if (!passed && failures.length === 0) {
    throw new HarnessError(`the rules tests failed outside any test: ${String(unhandledErrors[0])}`);
  }
  return { passed, failures, failedTests, passedCount };
}
