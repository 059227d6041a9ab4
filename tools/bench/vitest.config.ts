import { defineConfig } from 'vitest/config';
import { webTests } from '#web/vitest.config.ts';

/** The web tests' setup (jsdom, Vite plugins, emulator env), running only the list benchmark. */
export default defineConfig(
  webTests({
    name: 'bench-community',
    // Under web/src so that the web tsconfig types it; not a *.test file, so npm test never runs it.
    include: ['src/test/bench/community-lists.render.tsx'],
    setupFiles: ['src/test/setup.ts', 'src/test/setup-signed-out.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  }),
);
