import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import type { RouteEntry } from '@/lib/routing/route-entry';
import { hostingRoutes, type ServedRoute } from './hosting.ts';

/** A file `npm run generate` writes, and what it would write. */
export interface GeneratedFile {
  /** Relative to the repository's root. */
  path: string;
  text: string;
}

export const FIREBASE_JSON = 'firebase.json';

/**
 * The app's route table, imported by path: the web sources are type-checked by the web project,
 * not by the tools' tsconfig (as tools/e2e/site.ts reads it).
 */
export async function loadServedRoutes(root: string): Promise<ServedRoute[]> {
  const module = pathToFileURL(join(root, 'web/src/app/route-table.ts')).href;
  return ((await import(module)) as { routeTable: RouteEntry[] }).routeTable;
}

/** firebase.json with Hosting's redirects, rewrites and headers from the table, every other part as it is. */
export async function firebaseJson(current: string, table: readonly ServedRoute[], root: string): Promise<string> {
  const config = JSON.parse(current) as { hosting: Record<string, unknown> };
  // Assigned in place: the keys keep their order, so the file changes only where the table does.
  Object.assign(config.hosting, hostingRoutes(table));
  const filepath = join(root, FIREBASE_JSON);
  const options = await prettier.resolveConfig(filepath);
  return prettier.format(JSON.stringify(config, null, 2), { ...options, filepath });
}

/** Every file the route table decides, as `npm run generate` would write it. */
export async function generatedFiles(root: string, table?: readonly ServedRoute[]): Promise<GeneratedFile[]> {
  const current = await readFile(join(root, FIREBASE_JSON), 'utf8');
  return [{ path: FIREBASE_JSON, text: await firebaseJson(current, table ?? (await loadServedRoutes(root)), root) }];
}

/** The generated files whose committed text differs from what `npm run generate` would write. */
export async function differingFiles(root: string, files: readonly GeneratedFile[]): Promise<string[]> {
  const differing: string[] = [];
  for (const file of files)
    if ((await readFile(join(root, file.path), 'utf8')) !== file.text) differing.push(file.path);
  return differing;
}
