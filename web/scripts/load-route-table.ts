import path from 'node:path';
import { loadEnv, runnerImport } from 'vite';
import type { RouteEntry } from '../src/lib/routing/route-entry.ts';
import { srcAlias } from './src-alias.ts';

/**
 * Imports the app's route table in Node through Vite's module runner, so the same table that
 * drives the router drives build-time files and the bench too. Pages are lazy imports and are
 * not loaded; in each entry's `load` the runner has resolved the page's path ("/src/…").
 */
export async function loadRouteTable(root: string, mode: string): Promise<RouteEntry[]> {
  // The runner reads no .env files itself: hand it web/.env's VITE_* values like a build sees them.
  const env = loadEnv(mode, root, 'VITE_');
  const define = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
  );
  const { module } = await runnerImport<{ routeTable: RouteEntry[] }>(path.join(root, 'src/app/route-table.ts'), {
    root,
    mode,
    define,
    resolve: { alias: [srcAlias] },
    logLevel: 'error',
  });
  return module.routeTable;
}
