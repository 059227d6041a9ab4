import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, five projects:
 * - launcher: starts and stops the emulator suite itself (run outside emulators:exec);
 * - rules, functions, web: run inside `npm run emulators:exec`, against the live emulators;
 * - e2e: Chromium against the e2e build on the Hosting emulator (`npm run test:e2e` sets it up).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'launcher',
          include: ['tools/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'functions',
          include: ['functions/src/**/*.test.ts', 'tests/functions/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      'web/vitest.config.ts',
      {
        // The route table's modules read VITE_* variables: load them from web/.env as the build does.
        envDir: 'web',
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false, // one Chromium at a time on 2 cores
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A browser round trip through the emulators (a callable, a trigger) takes seconds on a
          // busy 2-core machine: expect.poll waits up to 10 s instead of Vitest's 1 s default.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
