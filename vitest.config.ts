import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, four projects:
 * - launcher: starts and stops the emulator suite itself (run outside emulators:exec);
 * - rules, functions, web: run inside `npm run emulators:exec`, against the live emulators.
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
    ],
  },
});
