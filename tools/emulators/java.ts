import { spawnSync } from 'node:child_process';

/**
 * The major version of the `java` on PATH (17, 21, …), or null when there is none.
 * `java -version` prints to stderr, e.g. `openjdk version "17.0.15" 2025-04-15`.
 */
export function javaMajorVersion(javaCommand = 'java'): number | null {
  const result = spawnSync(javaCommand, ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match?.[1]) return null;
  const major = Number(match[1]);
  // Java 8 and older report "1.8.0_…".
  return major === 1 && match[2] ? Number(match[2]) : major;
}
