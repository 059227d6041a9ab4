import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../emulators/config.ts';
import { chromiumPath, hostAliasFlags } from './chromium.ts';

describe('chromiumPath', () => {
  it('says in one line how to install Chromium when it is missing', () => {
    expect(() => chromiumPath({ CHROMIUM_PATH: '/nonexistent/chromium' })).toThrow(
      'Chromium was not found at /nonexistent/chromium: install it with `apt-get install -y chromium` (or set CHROMIUM_PATH)',
    );
  });

  it('makes the browser-test run fail with that one line, before building or starting anything', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'tools', 'e2e', 'with-site.ts'), 'vitest run --project e2e'],
      { cwd: repoRoot, env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' }, encoding: 'utf8' },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Chromium was not found at /nonexistent/chromium: install it with `apt-get install -y chromium` (or set CHROMIUM_PATH)',
    ]);
    expect(result.stdout).not.toContain('Building');
  });
});

describe('hostAliasFlags', () => {
  it('maps each alias to 127.0.0.1 and treats its origin on the given port as secure', () => {
    expect(hostAliasFlags(['company.example', 'voa.example'], 5000)).toEqual([
      '--host-resolver-rules=MAP company.example 127.0.0.1, MAP voa.example 127.0.0.1',
      '--unsafely-treat-insecure-origin-as-secure=http://company.example:5000,http://voa.example:5000',
    ]);
    expect(hostAliasFlags([], 5000)).toEqual([]);
  });
});
