import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { LauncherError } from './errors.ts';

export interface JarLocation {
  jar: string;
  /** Where it was found, for the banner and error messages. */
  source: 'FIRESTORE_EMULATOR_JAR' | 'gcloud component';
}

const COMPONENT_JAR = join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');

/** Usual Google Cloud CLI install folders, for machines where `gcloud` is not on PATH. */
function usualSdkRoots(): string[] {
  return [
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
    '/snap/google-cloud-cli/current',
    '/opt/homebrew/share/google-cloud-sdk',
    '/usr/local/share/google-cloud-sdk',
    '/usr/local/Caskroom/google-cloud-sdk/latest/google-cloud-sdk',
    join(homedir(), 'google-cloud-sdk'),
  ];
}

function sdkRootFromGcloud(): string | null {
  const result = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
    encoding: 'utf8',
    timeout: 15_000,
  });
  if (result.error || result.status !== 0) return null;
  const root = result.stdout.trim();
  return root.length > 0 ? root : null;
}

/**
 * Finds Google's Firestore emulator jar, in the order docs/emulators.md documents:
 * 1. the jar named by FIRESTORE_EMULATOR_JAR (an error if it does not exist: never silently ignored);
 * 2. the Google Cloud CLI component `cloud-firestore-emulator`, under the SDK root reported by
 *    `gcloud info`, then under the usual install folders.
 * Returns null when neither is there; the caller then falls back to firebase-tools' own emulator.
 */
export function findFirestoreEmulatorJar(env: NodeJS.ProcessEnv = process.env): JarLocation | null {
  const fromEnv = env.FIRESTORE_EMULATOR_JAR;
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new LauncherError(`FIRESTORE_EMULATOR_JAR points to ${fromEnv}, which does not exist`);
    }
    return { jar: fromEnv, source: 'FIRESTORE_EMULATOR_JAR' };
  }

  const gcloudRoot = sdkRootFromGcloud();
  const roots = gcloudRoot ? [gcloudRoot, ...usualSdkRoots()] : usualSdkRoots();
  for (const root of roots) {
    const jar = join(root, COMPONENT_JAR);
    if (existsSync(jar)) return { jar, source: 'gcloud component' };
  }
  return null;
}
