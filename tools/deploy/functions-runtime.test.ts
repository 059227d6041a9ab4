import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../emulators/config.ts';

/** firebase-tools' own table of Cloud Functions runtimes and the checks `firebase deploy` makes with it. */
interface RuntimeTable {
  RUNTIMES: Record<string, { status: string; deprecationDate: string; decommissionDate: string }>;
}
interface RuntimeChecks {
  isDecommissioned(runtime: string, now?: Date): boolean;
  guardVersionSupport(runtime: string, now?: Date): void;
}
const require = createRequire(join(repoRoot, 'package.json'));
const runtimesDir = 'firebase-tools/lib/deploy/functions/runtimes/supported';
const { RUNTIMES } = require(`${runtimesDir}/types.js`) as RuntimeTable;
const checks = require(`${runtimesDir}/index.js`) as RuntimeChecks;

const readJson = <T>(path: string) => JSON.parse(readFileSync(join(repoRoot, path), 'utf8')) as T;
const firebaseJson = readJson<{ functions: { runtime: string }[] }>('firebase.json');
const functionsPackage = readJson<{ engines: { node: string } }>('functions/package.json');

/** Time to plan the next upgrade: the runtime must stay supported this long after today. */
const MARGIN_DAYS = 183;
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(firebaseJson.functions.map((codebase) => codebase.runtime))('the functions runtime %s', (runtime) => {
  const now = new Date();

  it("is one firebase-tools knows, and deploy's own check accepts it today", () => {
    expect(Object.keys(RUNTIMES)).toContain(runtime);
    expect(checks.isDecommissioned(runtime, now)).toBe(false);
    expect(() => checks.guardVersionSupport(runtime, now)).not.toThrow();
  });

  it(`is not deprecated within ${MARGIN_DAYS} days`, () => {
    const deprecation = new Date(RUNTIMES[runtime]?.deprecationDate ?? 0);
    const daysLeft = Math.floor((deprecation.getTime() - now.getTime()) / DAY_MS);
    expect(daysLeft, `${runtime} is deprecated on ${deprecation.toISOString().slice(0, 10)}`).toBeGreaterThanOrEqual(
      MARGIN_DAYS,
    );
  });

  it('is the Node major the functions declare and the project runs on (.nvmrc)', () => {
    const major = runtime.replace(/^nodejs/, '');
    expect(functionsPackage.engines.node).toBe(major);
    expect(readFileSync(join(repoRoot, '.nvmrc'), 'utf8').trim()).toBe(major);
  });
});
