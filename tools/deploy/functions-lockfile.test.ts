import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../emulators/config.ts';
import { LockfileError, workspaceLockfile, writeWorkspaceLockfile, type Lockfile } from './functions-lockfile.ts';

const pkg = (version: string, dependencies?: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  version,
  integrity: `sha512-${version}`,
  ...(dependencies ? { dependencies } : {}),
  ...extra,
});

/** A root lockfile with a functions workspace, a web workspace and root devDependencies. */
function rootLock(packages: Lockfile['packages']): Lockfile {
  return {
    name: 'root',
    lockfileVersion: 3,
    packages: {
      '': { name: 'root', workspaces: ['functions', 'web'], devDependencies: { vitest: '^5' } },
      functions: { name: '@x/functions', version: '1.0.0', dependencies: { admin: '^2', zod: '^4' } },
      web: { name: '@x/web', version: '1.0.0', dependencies: { react: '^19' } },
      'node_modules/@x/functions': { resolved: 'functions', link: true },
      'node_modules/@x/web': { resolved: 'web', link: true },
      'node_modules/react': pkg('19.0.0'),
      'node_modules/vitest': pkg('5.0.0', { tinypool: '^1' }, { dev: true }),
      'node_modules/tinypool': pkg('1.0.0', undefined, { dev: true }),
      ...packages,
    },
  };
}

describe('the functions lockfile derived from the root one', () => {
  it('holds the production closure of the functions only, with the root versions and hashes', () => {
    const lock = workspaceLockfile(
      rootLock({
        'node_modules/admin': pkg('2.1.0', { grpc: '^1' }, { peerDependencies: { zod: '*' } }),
        'node_modules/grpc': pkg('1.4.0'),
        'node_modules/zod': pkg('4.2.0'),
      }),
      'functions',
    );

    expect(Object.keys(lock.packages).sort()).toEqual([
      '',
      'node_modules/admin',
      'node_modules/grpc',
      'node_modules/zod',
    ]);
    expect(lock.packages['']).toEqual({
      name: '@x/functions',
      version: '1.0.0',
      dependencies: { admin: '^2', zod: '^4' },
    });
    expect(lock.packages['node_modules/grpc']).toEqual(pkg('1.4.0'));
  });

  it("moves the workspace's own nested copies to the top and keeps a hoisted copy where it was needed", () => {
    const lock = workspaceLockfile(
      rootLock({
        'functions/node_modules/admin': pkg('2.1.0', { util: '^2' }),
        'functions/node_modules/util': pkg('2.0.0'),
        'node_modules/util': pkg('1.0.0'), // the web's copy: not needed
        'node_modules/zod': pkg('4.2.0', undefined, { devOptional: true }),
      }),
      'functions',
    );

    expect(lock.packages['node_modules/admin']?.version).toBe('2.1.0');
    expect(lock.packages['node_modules/util']?.version).toBe('2.0.0');
    expect(lock.packages['node_modules/zod']).toEqual(pkg('4.2.0'));
  });

  it('refuses a layout in which a package would load another copy than it did under the root', () => {
    const root = rootLock({
      // admin (hoisted) uses the root's util 1; the workspace itself has util 2 nested.
      'node_modules/admin': pkg('2.1.0', { util: '^1' }),
      'node_modules/util': pkg('1.0.0'),
      'functions/node_modules/util': pkg('2.0.0'),
      'node_modules/zod': pkg('4.2.0'),
    });
    (root.packages.functions as { dependencies: Record<string, string> }).dependencies.util = '^2';

    expect(() => workspaceLockfile(root, 'functions')).toThrow(LockfileError);
    expect(() => workspaceLockfile(root, 'functions')).toThrow(/node_modules\/util/);
  });

  it('names a dependency that the root lockfile lacks', () => {
    expect(() => workspaceLockfile(rootLock({ 'node_modules/zod': pkg('4.2.0') }), 'functions')).toThrow(
      'functions needs admin, which the root lockfile lacks',
    );
  });
});

describe('the real functions lockfile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'functions-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('installs with npm ci, as Cloud Build does, to the versions the root lockfile pins', () => {
    const functionsDir = join(dir, 'functions');
    mkdirSync(functionsDir);
    copyFileSync(join(repoRoot, 'package-lock.json'), join(dir, 'package-lock.json'));
    copyFileSync(join(repoRoot, 'functions', 'package.json'), join(functionsDir, 'package.json'));
    const root = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as Lockfile;

    writeWorkspaceLockfile(dir, 'functions');
    const install = spawnSync(
      'npm',
      ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'],
      { cwd: functionsDir, encoding: 'utf8' },
    );
    expect(install.stderr).not.toMatch(/ERR!/);
    expect(install.status).toBe(0);

    for (const name of ['firebase-admin', 'firebase-functions', 'zod']) {
      const installed = JSON.parse(readFileSync(join(functionsDir, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      };
      expect(installed.version).toBe(root.packages[`node_modules/${name}`]?.version);
    }
    const load = spawnSync(
      process.execPath,
      [
        '-e',
        "require('firebase-functions/v1'); require('firebase-functions/v2/https'); require('firebase-admin/firestore')",
      ],
      { cwd: functionsDir, encoding: 'utf8' },
    );
    expect(load.stderr).toBe('');
    expect(load.status).toBe(0);
  });
});
