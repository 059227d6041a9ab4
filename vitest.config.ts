import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { tiersOfTests } from './tools/test/tiers.ts';
import { srcAlias } from './web/scripts/src-alias.ts';
import { WEB_TESTS, webTests } from './web/vitest.config.ts';

/**
 * `#shared/…` as the sources: functions/package.json#imports maps it to the compiled lib/shared
 * (what a deployed function loads); tests run the TypeScript, as tsc and tsx do (tsconfig.json).
 */
const sharedSources = { find: /^#shared\//, replacement: fileURLToPath(new URL('./shared/', import.meta.url)) };

/**
 * The unit tier: the tests of web/, functions/, shared/ and tools/ whose imports reach no emulator
 * helper and that start no program (tools/test/tiers.ts, decision 0116). They run in `unit` and
 * `unit-web`, and every other project leaves them out.
 */
const { unit: unitTests } = tiersOfTests();
const webUnitTests = unitTests.filter((file) => file.startsWith('web/')).map((file) => file.slice('web/'.length));
const nodeUnitTests = unitTests.filter((file) => !file.startsWith('web/'));
/** Nothing shared to wait on: a worker per core (Vitest's default leaves one core free), in a group of their own. */
const unitRun = {
  maxWorkers: availableParallelism(),
  sequence: { groupOrder: 3 },
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

/**
 * One Vitest run, eight projects (tools/test/run-all.ts runs them in phases, see `npm test`):
 * - unit, unit-web: need nothing running (`npm run test:unit`);
 * - launcher: starts and stops the emulator suite itself, or another program (run outside emulators:exec);
 * - rules, functions, web: run inside `npm run emulators:exec`, against the live emulators. The rules
 *   tests use a Firestore project of their own, so they run beside the web tests; the functions
 *   integration tests share the web tests' project (the Functions emulator serves one) and run
 *   after them; the handler tests have a project of their own too (test-support.ts);
 * - e2e, e2e-timing: Chromium against the e2e build on the Hosting emulator (`npm run test:e2e` sets
 *   it up). Journeys run two at a time; those that time the page in milliseconds run alone after.
 */
/** Journeys that time the page in milliseconds (the menu's 100 ms delay): they run with no other browser. */
const TIMED_JOURNEYS = ['tests/e2e/navigation.test.ts'];

function e2eProject(options: {
  name: string;
  include?: string[];
  exclude?: string[];
  maxWorkers: number;
  groupOrder: number;
  /** Seed the demo data first (once: the later group finds it in place). */
  seed?: boolean;
}): TestProjectConfiguration {
  return {
    // The route table's modules read VITE_* variables: load them from web/.env as the build does.
    envDir: 'web',
    // The web modules the journeys import (route table, footer variants) use `@/` = web/src.
    resolve: { alias: [srcAlias, sharedSources] },
    test: {
      name: options.name,
      include: options.include ?? ['tests/e2e/**/*.test.ts'],
      exclude: options.exclude ?? [],
      environment: 'node',
      globalSetup: ['tests/e2e/global-setup.ts', ...(options.seed ? ['tests/e2e/seed-setup.ts'] : [])],
      // Two Chromiums at once on 2 cores; each journey's accounts and content are its own.
      maxWorkers: options.maxWorkers,
      sequence: { groupOrder: options.groupOrder },
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // A browser round trip through the emulators (a callable, a trigger) takes seconds on a
      // busy 2-core machine: expect.poll waits up to 10 s instead of Vitest's 1 s default.
      expect: { poll: { timeout: 10_000 } },
    },
  };
}

/**
 * The longest browser journeys, started first so that the two workers end together. Vitest orders
 * by the timings it cached on an earlier run and, on a fresh clone (CI), by file size, which would
 * start these short files last and leave one worker running them alone.
 */
const SLOWEST_FIRST = ['accessibility-public', 'accessibility-members', 'public-routes'];

class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = SLOWEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}.test.ts`));
      return index < 0 ? SLOWEST_FIRST.length : index;
    };
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    // A focused test (`it.only`) fails the run everywhere, not only when CI is set: it would
    // silently skip the rest of its file.
    allowOnly: false,
    sequence: { sequencer: SlowestFirst },
    projects: [
      {
        // `@/`: the generator's tests read the route table (tools/generate).
        resolve: { alias: [srcAlias, sharedSources] },
        test: { name: 'unit', include: nodeUnitTests, environment: 'node', ...unitRun },
      },
      webTests({ name: 'unit-web', include: webUnitTests, setupFiles: ['src/test/setup.ts'], ...unitRun }),
      {
        // `@/`: the generator's tests read the route table (tools/generate).
        resolve: { alias: [srcAlias, sharedSources] },
        test: {
          name: 'launcher',
          include: ['tools/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...unitTests],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias: [sharedSources] },
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          // One module graph for every file (the Firebase SDKs load once): each file makes its own
          // rules environment and cleans it up (rules-env.ts).
          isolate: false,
          sequence: { groupOrder: 0 },
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { alias: [sharedSources] },
        test: {
          name: 'functions',
          include: ['functions/src/**/*.test.ts', 'tests/functions/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...unitTests],
          environment: 'node',
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      webTests({
        name: 'web',
        include: WEB_TESTS,
        exclude: webUnitTests,
        setupFiles: ['src/test/setup.ts', 'src/test/setup-signed-out.ts'],
        // The files share one Firebase Auth instance and one emulator: one file at a time.
        fileParallelism: false,
        // Beside the rules tests (their own Firestore project); the functions tests come after.
        sequence: { groupOrder: 0 },
      }),
      e2eProject({ name: 'e2e', exclude: TIMED_JOURNEYS, maxWorkers: 2, groupOrder: 0, seed: true }),
      e2eProject({ name: 'e2e-timing', include: TIMED_JOURNEYS, maxWorkers: 1, groupOrder: 1 }),
    ],
  },
});
