import { readFileSync } from 'node:fs';
import { configDefaults, defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The launcher exports no variable for the Functions emulator: read its address from firebase.json.
function functionsEmulatorHost(): string {
  const config = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
    emulators: { functions: { host: string; port: number } };
  };
  return `${config.emulators.functions.host}:${config.emulators.functions.port}`;
}

// Inside `npm run emulators:exec`, point the app's Firebase modules at the running emulators.
if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  Object.assign(process.env, {
    VITE_FIREBASE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: process.env.GCLOUD_PROJECT,
    VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
    VITE_FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST,
    VITE_FUNCTIONS_EMULATOR_HOST: process.env.VITE_FUNCTIONS_EMULATOR_HOST ?? functionsEmulatorHost(),
  });
}

export const WEB_TESTS = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];

/**
 * The web app's tests (paths relative to web/), in jsdom with the app's Vite config and one module
 * graph for all files: `web` against the emulators, `unit-web` with nothing running (vitest.config.ts).
 */
export function webTests(test: NonNullable<TestProjectInlineConfiguration['test']>): TestProjectInlineConfiguration {
  return mergeConfig(
    viteConfig,
    defineConfig({
      test: {
        root: import.meta.dirname,
        environment: 'jsdom',
        isolate: false,
        testTimeout: 30_000,
        ...test,
        exclude: [...configDefaults.exclude, ...(test.exclude ?? [])],
      },
    }),
  ) as TestProjectInlineConfiguration;
}
