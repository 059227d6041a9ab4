/**
 * Derives functions/package-lock.json from the root lockfile, for Cloud Build:
 *   tsx tools/deploy/functions-lockfile.ts        (firebase.json's functions predeploy runs it)
 *
 * npm workspaces keep one lockfile, at the root. `firebase deploy` uploads only the functions
 * folder, and Google's Node.js buildpack installs with `npm ci` when that folder has a lockfile and
 * with `npm install` otherwise, which resolves every range again: production could then run
 * versions that no test ran. This writes the functions' own lockfile with exactly the versions,
 * tarball addresses and integrity hashes of the root one, for the functions' production
 * dependencies and what they need in turn. The file is generated, not committed, so it is never
 * stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface LockEntry {
  name?: string;
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  devOptional?: boolean;
  optional?: boolean;
  peer?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
}

export interface Lockfile {
  name?: string;
  version?: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

export class LockfileError extends Error {}

/** The folder that holds the package at `location` ('node_modules/a/node_modules/b' → 'node_modules/a'). */
function containingPackage(location: string): string | null {
  if (location === '') return null;
  const index = location.lastIndexOf('node_modules/');
  return index <= 0 ? '' : location.slice(0, index - 1);
}

/** Node's module resolution over a lockfile's layout: the location `name` resolves to from `from`. */
export function resolveIn(packages: Lockfile['packages'], from: string, name: string): string | null {
  for (let base: string | null = from; base !== null; base = containingPackage(base)) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
  }
  return null;
}

/** The names an installed package needs at run time: its dependencies, and peers it does not mark optional. */
function runtimeNeeds(entry: LockEntry): { name: string; required: boolean }[] {
  const optionalPeer = (name: string) => entry.peerDependenciesMeta?.[name]?.optional === true;
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => ({ name, required: true })),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, required: false })),
    ...Object.keys(entry.peerDependencies ?? {}).map((name) => ({ name, required: !optionalPeer(name) })),
  ];
}

/**
 * The lockfile of the workspace at `workspace` (e.g. 'functions') as if it were a project of its
 * own: its production dependency closure, moved from the workspace's nested node_modules and the
 * root's hoisted one into one node_modules, each entry unchanged but for the dev flags. Throws if the
 * move would make any package resolve a different copy than it does in the root layout.
 */
export function workspaceLockfile(root: Lockfile, workspace: string): Lockfile {
  const { packages } = root;
  const workspaceEntry = packages[workspace];
  if (!workspaceEntry) throw new LockfileError(`The root lockfile has no workspace "${workspace}": run npm install`);
  if (root.lockfileVersion < 2) throw new LockfileError('The root lockfile is older than lockfile version 2');

  // Walk the graph the way Node will load it, from the workspace's production dependencies.
  const edges: { from: string; name: string; to: string }[] = [];
  const reached = new Set<string>();
  const queue = [workspace];
  while (queue.length > 0) {
    const from = queue.shift() as string;
    const entry = packages[from] as LockEntry;
    for (const { name, required } of runtimeNeeds(entry)) {
      const to = resolveIn(packages, from, name);
      if (!to) {
        if (required) throw new LockfileError(`${from || 'the root'} needs ${name}, which the root lockfile lacks`);
        continue;
      }
      if (packages[to]?.link) throw new LockfileError(`${name} is a workspace link: deploy it as a package instead`);
      edges.push({ from, name, to });
      if (!reached.has(to)) {
        reached.add(to);
        queue.push(to);
      }
    }
  }

  const prefix = `${workspace}/`;
  const moved = (location: string) => (location.startsWith(prefix) ? location.slice(prefix.length) : location);
  const result: Lockfile['packages'] = {};
  for (const location of [...reached].sort()) {
    const target = moved(location);
    if (result[target]) {
      throw new LockfileError(`Two copies of ${target} would share one place: dedupe the root lockfile (npm dedupe)`);
    }
    const { dev: _dev, devOptional: _devOptional, ...entry } = packages[location] as LockEntry;
    result[target] = entry;
  }
  for (const { from, name, to } of edges) {
    const from2 = from === workspace ? '' : moved(from);
    if (resolveIn(result, from2, name) !== moved(to)) {
      throw new LockfileError(`${from2 || 'the functions'} would load another copy of ${name} than the tests ran`);
    }
  }

  const { name, version, dependencies, optionalDependencies, peerDependencies, engines } = workspaceEntry;
  const own = { name: name ?? workspace, version: version ?? '0.0.0' } as LockEntry & { name: string; version: string };
  if (dependencies) own.dependencies = dependencies;
  if (optionalDependencies) own.optionalDependencies = optionalDependencies;
  if (peerDependencies) own.peerDependencies = peerDependencies;
  if (engines) own.engines = engines;
  return {
    name: own.name,
    version: own.version,
    lockfileVersion: root.lockfileVersion,
    requires: true,
    packages: { '': own, ...result },
  };
}

/** Writes <rootDir>/<workspace>/package-lock.json from <rootDir>/package-lock.json. */
export function writeWorkspaceLockfile(rootDir: string, workspace: string): { path: string; packages: number } {
  const root = JSON.parse(readFileSync(join(rootDir, 'package-lock.json'), 'utf8')) as Lockfile;
  const lock = workspaceLockfile(root, workspace);
  const path = join(rootDir, workspace, 'package-lock.json');
  writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
  return { path, packages: Object.keys(lock.packages).length - 1 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rootDir = join(import.meta.dirname, '..', '..');
  try {
    const { path, packages } = writeWorkspaceLockfile(rootDir, 'functions');
    console.log(`Wrote ${path} (${packages} packages, versions from the root lockfile)`);
  } catch (error) {
    console.error(error instanceof LockfileError ? error.message : error);
    process.exit(1);
  }
}
