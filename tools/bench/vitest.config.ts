import { defineConfig } from 'vitest/config';
import webConfig from '#web/vitest.config.ts';

/** The web project's setup (jsdom, Vite plugins, emulator env), running only the list benchmark. */
export default defineConfig({
  ...webConfig,
  test: {
    ...webConfig.test,
    name: 'bench-community',
    // Under web/src so that the web tsconfig types it; not a *.test file, so npm test never runs it.
    include: ['src/test/bench/community-lists.render.tsx'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
