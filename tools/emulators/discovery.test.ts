import { mkdtempSync, writeFileSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSuiteConfig } from './config.ts';
import { LauncherError } from './errors.ts';
import { findFirestoreEmulatorJar } from './firestore-jar.ts';
import { javaMajorVersion } from './java.ts';

const scratch = mkdtempSync(join(tmpdir(), 'voa-discovery-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A fake `java` that prints the given version banner, as `java -version` does, to stderr. */
function fakeJava(banner: string): string {
  const path = join(scratch, `java-${Math.random().toString(36).slice(2)}`);
  writeFileSync(path, `#!/bin/sh\necho '${banner}' >&2\n`);
  chmodSync(path, 0o755);
  return path;
}

describe('javaMajorVersion', () => {
  it('reads modern and legacy version banners', () => {
    expect(javaMajorVersion(fakeJava('openjdk version "17.0.15" 2025-04-15'))).toBe(17);
    expect(javaMajorVersion(fakeJava('openjdk version "21" 2023-09-19'))).toBe(21);
    expect(javaMajorVersion(fakeJava('java version "1.8.0_392"'))).toBe(8);
  });

  it('is null when there is no java', () => {
    expect(javaMajorVersion(join(scratch, 'no-such-java'))).toBeNull();
  });
});

describe('findFirestoreEmulatorJar', () => {
  it('prefers FIRESTORE_EMULATOR_JAR', () => {
    const jar = join(scratch, 'custom.jar');
    writeFileSync(jar, '');
    expect(findFirestoreEmulatorJar({ FIRESTORE_EMULATOR_JAR: jar })).toEqual({
      jar,
      source: 'FIRESTORE_EMULATOR_JAR',
    });
  });

  it('rejects a FIRESTORE_EMULATOR_JAR that does not exist rather than ignoring it', () => {
    expect(() => findFirestoreEmulatorJar({ FIRESTORE_EMULATOR_JAR: join(scratch, 'missing.jar') })).toThrow(
      LauncherError,
    );
  });

  it('finds the Google Cloud CLI component on this machine', () => {
    const found = findFirestoreEmulatorJar({});
    expect(found?.source).toBe('gcloud component');
    expect(found?.jar).toMatch(/cloud-firestore-emulator\/cloud-firestore-emulator\.jar$/);
  });
});

describe('loadSuiteConfig', () => {
  it('takes the fixed ports and the demo project from firebase.json and .firebaserc', () => {
    const config = loadSuiteConfig();
    expect(config.projectId).toMatch(/^demo-/);
    expect([config.auth.port, config.firestore.port, config.functions.port, config.hosting.port]).toEqual([
      9099, 8080, 5001, 5000,
    ]);
  });
});
