import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EMULATOR_ADDRESSES, tiersOfTests } from './tiers.ts';

const scratch = mkdtempSync(join(tmpdir(), 'voa-tiers-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A repository of the given files (path → source) in a folder of its own. */
function repository(files: Record<string, string>): string {
  const root = mkdtempSync(join(scratch, 'repo-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

describe('the test tiers', () => {
  const root = repository({
    [EMULATOR_ADDRESSES]: 'export function emulatorsFromEnv() {}\n',
    'shared/testing/documents.ts': 'export const post = {};\n',
    'web/src/test/emulators.ts': "import { emulatorsFromEnv } from '../../../shared/testing/emulators.js';\n",
    'web/src/test/fixtures.ts': "export { resetEmulators } from '@/test/emulators';\n",
    'web/src/lib/slug.ts': 'export const slug = (text: string) => text;\n',
    'web/src/lib/slug.test.ts':
      "import { slug } from './slug';\nimport { post } from '#shared/testing/documents.ts';\n",
    'web/src/features/list.test.tsx':
      "import { slug } from '@/lib/slug';\nimport { resetEmulators } from '@/test/fixtures';\n",
    'web/src/features/lazy.test.ts': "const helpers = await import('../test/emulators');\n",
    'tools/lint/probe.test.ts': 'const code = "import { x } from \'../../web/src/test/emulators\';";\n',
    'tools/deploy/package.test.ts': "import { spawnSync } from 'node:child_process';\n",
    'tools/emulators/launcher.test.ts': "import { startSuite } from './suite.ts';\nawait startSuite();\n",
  });
  const tiers = tiersOfTests(root);

  it('put a test whose imports reach the emulator helpers, through any module or import(), outside the unit tier, naming the way', () => {
    expect(tiers.others.get('web/src/features/list.test.tsx')).toBe(
      'imports the emulator helpers: web/src/features/list.test.tsx → web/src/test/fixtures.ts → ' +
        `web/src/test/emulators.ts → ${EMULATOR_ADDRESSES}`,
    );
    expect(tiers.others.get('web/src/features/lazy.test.ts')).toMatch(/^imports the emulator helpers/);
  });

  it('put a test that starts a program (a child process, the launcher) outside the unit tier', () => {
    expect(tiers.others.get('tools/deploy/package.test.ts')).toBe('starts a program');
    expect(tiers.others.get('tools/emulators/launcher.test.ts')).toBe('starts a program');
  });

  it('put every other test in the unit tier: pure imports, and an import that is only text in a string', () => {
    expect(tiers.unit).toEqual(['tools/lint/probe.test.ts', 'web/src/lib/slug.test.ts']);
  });
});

describe("the repository's test tiers", () => {
  const tiers = tiersOfTests();

  it('follow the module every emulator helper reads the suite from', () => {
    expect(readFileSync(EMULATOR_ADDRESSES, 'utf8')).toContain('export function emulatorsFromEnv(');
    expect(tiers.others.get('web/src/features/library/api/library.test.ts')).toMatch(/^imports the emulator helpers/);
  });

  it('give each test one tier, and the unit tier its own tests', () => {
    expect(tiers.unit.filter((file) => tiers.others.has(file))).toEqual([]);
    expect(tiers.unit).toContain('tools/test/tiers.test.ts');
  });
});
