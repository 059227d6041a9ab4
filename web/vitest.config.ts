import { readFileSync } from 'node:fs';
import { defineConfig, mergeConfig } from 'vitest/config';
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

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      root: import.meta.dirname,
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
      // The auth tests share one Firebase Auth instance and one emulator: run files one at a time.
      fileParallelism: false,
      // Beside the rules tests (their own Firestore project); the functions tests come after.
      sequence: { groupOrder: 0 },
      isolate: false,
      testTimeout: 30_000,
    },
  }),
);
