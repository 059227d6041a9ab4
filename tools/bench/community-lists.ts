/**
 * `npm run bench:community` (inside emulators:exec): seeds 1,000 documents into each community
 * collection and prints, per list screen, the time of the first page query and the time until the
 * rendered list shows its first page. The measuring runs in the web project's jsdom set-up
 * (web/src/test/bench/community-lists.render.tsx), so it times the app's real queries and components.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const config = resolve(import.meta.dirname, 'vitest.config.ts');
const result = spawnSync('npx', ['vitest', 'run', '--config', config], { stdio: 'inherit' });
process.exit(result.status ?? 1);
