import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LauncherError } from './errors.ts';

/** The repository root: two levels above this file (tools/emulators). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface EmulatorAddress {
  host: string;
  port: number;
}

export interface SuiteConfig {
  rootDir: string;
  /** The firebase.json-style file firebase-tools reads, relative to rootDir ('firebase.json' unless --config). */
  configFile: string;
  projectId: string;
  /** Absolute path of the Cloud Functions source folder (functions[0].source): package.json, src, lib. */
  functionsDir: string;
  /** Absolute path of the folder the Hosting emulator serves (hosting.public). */
  hostingPublic: string;
  rulesPath: string;
  auth: EmulatorAddress;
  firestore: EmulatorAddress;
  functions: EmulatorAddress;
  hosting: EmulatorAddress;
  hub: EmulatorAddress;
  logging: EmulatorAddress;
  eventarc: EmulatorAddress;
  tasks: EmulatorAddress;
}

type EmulatorName = 'auth' | 'firestore' | 'functions' | 'hosting' | 'hub' | 'logging' | 'eventarc' | 'tasks';

type FunctionsEntry = { source?: string };

interface FirebaseJson {
  firestore?: { rules?: string };
  functions?: FunctionsEntry | FunctionsEntry[];
  hosting?: { public?: string };
  emulators?: Partial<Record<EmulatorName, Partial<EmulatorAddress>>>;
}

function readJson<T>(path: string): T {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch (error) {
    throw new LauncherError(`Cannot read ${path}: ${(error as Error).message}`);
  }
}

/**
 * Reads ports and the project id from firebase.json and .firebaserc, so that the launcher,
 * plain `firebase emulators:start` and the web app all agree on one set of addresses.
 * `configFile` names another file of the same shape in rootDir (the browser tests' generated
 * firebase.e2e.json); firebase-tools takes the project folder from the file's folder, hence rootDir.
 */
export function loadSuiteConfig(rootDir: string = repoRoot, configFile = 'firebase.json'): SuiteConfig {
  if (basename(configFile) !== configFile) {
    throw new LauncherError(`--config ${configFile}: name a file in the repository root, such as firebase.e2e.json`);
  }
  const firebaseJson = readJson<FirebaseJson>(join(rootDir, configFile));
  const firebaserc = readJson<{ projects?: { default?: string } }>(join(rootDir, '.firebaserc'));
  const projectId = process.env.GCLOUD_PROJECT ?? firebaserc.projects?.default;
  if (!projectId) {
    throw new LauncherError('.firebaserc has no default project: add {"projects":{"default":"demo-…"}}');
  }

  const address = (name: EmulatorName): EmulatorAddress => {
    const entry = firebaseJson.emulators?.[name];
    if (!entry?.port) {
      throw new LauncherError(`firebase.json has no port for the ${name} emulator (emulators.${name}.port)`);
    }
    return { host: entry.host ?? '127.0.0.1', port: entry.port };
  };

  const functions = [firebaseJson.functions ?? []].flat()[0];
  return {
    rootDir,
    configFile,
    projectId,
    functionsDir: join(rootDir, functions?.source ?? 'functions'),
    hostingPublic: join(rootDir, firebaseJson.hosting?.public ?? 'public'),
    rulesPath: join(rootDir, firebaseJson.firestore?.rules ?? 'firestore.rules'),
    auth: address('auth'),
    firestore: address('firestore'),
    functions: address('functions'),
    hosting: address('hosting'),
    hub: address('hub'),
    logging: address('logging'),
    // firebase-tools starts these two alongside Functions, whether or not they are used.
    eventarc: address('eventarc'),
    tasks: address('tasks'),
  };
}

export const hostPort = ({ host, port }: EmulatorAddress): string => `${host}:${port}`;

/** The built entry the Functions emulator loads: `main` of the functions' package.json. */
export function functionsEntry(config: SuiteConfig): string {
  const packageJson = join(config.functionsDir, 'package.json');
  const main = existsSync(packageJson) ? readJson<{ main?: string }>(packageJson).main : undefined;
  return join(config.functionsDir, main ?? 'lib/index.js');
}

/** Environment the web app's build or dev server reads (VITE_*), so the app talks to these emulators. */
export function webEnv(config: SuiteConfig): Record<string, string> {
  return {
    VITE_FIREBASE_PROJECT_ID: config.projectId,
    VITE_FIREBASE_USE_EMULATORS: 'true',
    VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${hostPort(config.auth)}`,
    VITE_FIRESTORE_EMULATOR_HOST: hostPort(config.firestore),
    VITE_FUNCTIONS_EMULATOR_HOST: hostPort(config.functions),
  };
}
