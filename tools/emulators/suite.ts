import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { registerFirestoreTriggers, reregisterAfterReload } from './firestore-triggers.ts';
import { withoutBackgroundTriggers } from './triggers.ts';
import { spawnManaged, type ManagedChild, type OutputMode } from './children.ts';
import { functionsEntry, hostPort, type EmulatorAddress, type SuiteConfig } from './config.ts';
import { LauncherError } from './errors.ts';
import { findFirestoreEmulatorJar } from './firestore-jar.ts';
import { javaMajorVersion } from './java.ts';
import { assertPortsFree, waitForPort, waitForPortFree } from './ports.ts';

/** Google's jar (1.19.9) runs on Java 11+; firebase-tools 15 refuses to start Firestore below 21. */
const MIN_JAVA_FOR_JAR = 11;
const MIN_JAVA_FOR_FIREBASE_TOOLS = 21;

export type FirestoreProvider = { kind: 'jar'; jar: string; source: string } | { kind: 'firebase-tools' };

export interface SuiteOptions {
  config: SuiteConfig;
  /** Serve web/dist through the Hosting emulator too (for browser tests of the production build). */
  hosting?: boolean;
  /** A folder written by an earlier --export-on-exit to start from. */
  importDir?: string;
  /** A folder to write Firestore and Auth data to when the suite stops. */
  exportOnExit?: string;
  /** 'console': prefixed lines on stdout (npm start); 'files': logs under .emulators/logs (exec, tests). */
  output: 'console' | 'files';
  readyTimeoutMs?: number;
  /** Resolves once functions/lib is built (npm start builds beside the Firestore start-up). */
  functionsBuilt?: Promise<void>;
  /**
   * Work that must happen where no trigger fires (npm start's seed), run as soon as its emulator
   * answers and finished before the Firestore triggers are registered: `firestore` once Firestore
   * is up (while firebase-tools starts), `auth` once the Auth emulator is.
   */
  beforeTriggers?: { firestore?: () => Promise<unknown>; auth?: () => Promise<unknown> };
  /** Ctrl-C: aborting stops the start-up and everything it started, then startSuite throws the reason. */
  abort?: AbortSignal;
}

export interface RunningSuite {
  firestore: FirestoreProvider;
  /** The variables `firebase emulators:exec` sets, for child commands and SDKs. */
  env: Record<string, string>;
  /** Aborted when any emulator process dies on its own. */
  died: AbortSignal;
  stop(): Promise<void>;
}

/**
 * Decides which Firestore emulator to run, per docs/emulators.md: an explicit jar, the Google Cloud CLI
 * component jar (Java 11+), else firebase-tools' own (Java 21+). Throws one actionable line if none fits.
 */
export function chooseFirestoreProvider(env: NodeJS.ProcessEnv = process.env): FirestoreProvider {
  const java = javaMajorVersion(env.JAVA ?? 'java');
  const jar = findFirestoreEmulatorJar(env);
  if (jar) {
    if (java === null) {
      throw new LauncherError(
        `Java was not found, and the Firestore emulator (${jar.jar}) needs it: install a JDK or JRE 17+ ` +
          '(Debian/Ubuntu: apt-get install -y openjdk-17-jre-headless)',
      );
    }
    if (java < MIN_JAVA_FOR_JAR) {
      throw new LauncherError(`Java ${java} is too old for the Firestore emulator: install Java 17 or newer`);
    }
    return { kind: 'jar', jar: jar.jar, source: jar.source };
  }
  if (java !== null && java >= MIN_JAVA_FOR_FIREBASE_TOOLS) return { kind: 'firebase-tools' };
  throw new LauncherError(
    'No Firestore emulator found: install the Google Cloud CLI component (`gcloud components install ' +
      'cloud-firestore-emulator`, or apt-get install google-cloud-cli-firestore-emulator) with Java 17+, ' +
      'or set FIRESTORE_EMULATOR_JAR to its jar, or install Java 21+ so firebase-tools can use its own',
  );
}

function firebaseToolsBin(rootDir: string): string {
  const require = createRequire(join(rootDir, 'package.json'));
  try {
    return require.resolve('firebase-tools/lib/bin/firebase.js');
  } catch {
    throw new LauncherError('firebase-tools is not installed: run `npm install` at the repository root');
  }
}

function outputFor(options: SuiteOptions, name: string): OutputMode {
  return options.output === 'console'
    ? { kind: 'console', prefix: `[${name}]` }
    : { kind: 'file', path: join(options.config.rootDir, '.emulators', 'logs', `${name}.log`) };
}

function explain(error: unknown, child: ManagedChild | undefined): Error {
  if (!(error instanceof LauncherError) || !child) return error as Error;
  const tail = child.tail().split('\n').slice(-8).join('\n  ');
  return new LauncherError(`${error.message}${tail ? `\n  last output of ${child.name}:\n  ${tail}` : ''}`);
}

/** Errors already given the output of the child they concern (not explained twice). */
const explainedBy = new WeakSet<Error>();

function explained(error: unknown, child: ManagedChild): Error {
  const result = explain(error, child);
  explainedBy.add(result);
  return result;
}

export function suiteEnv(config: SuiteConfig): Record<string, string> {
  return {
    FIRESTORE_EMULATOR_HOST: hostPort(config.firestore),
    FIREBASE_AUTH_EMULATOR_HOST: hostPort(config.auth),
    FIREBASE_EMULATOR_HUB: hostPort(config.hub),
    GCLOUD_PROJECT: config.projectId,
    GOOGLE_CLOUD_PROJECT: config.projectId,
    // The Admin SDK's Firestore client asks the GCE metadata server for credentials even against
    // the emulator, and warns when it is unreachable (always, on a laptop): tell it not to look.
    METADATA_SERVER_DETECTION: 'none',
  };
}

/**
 * The emulators firebase-tools starts (`--only`). Never `extensions`: firebase.json lists the
 * Trigger Email extension for deploys, and firebase-tools would emulate it beside the functions,
 * downloading its source (offline, the start fails) and sending real e-mail through SMTP. Without
 * it the notification mails stay in `mail`, where the admin Outbox shows them.
 */
export function firebaseToolsOnly(firestore: FirestoreProvider, hosting: boolean): string[] {
  const only = ['auth', 'functions'];
  if (firestore.kind === 'firebase-tools') only.push('firestore');
  if (hosting) only.push('hosting');
  return only;
}

/**
 * Brings up Firestore (Google's jar, started directly) and, beside it, Auth and Functions through
 * firebase-tools with FIRESTORE_EMULATOR_HOST set so the functions reach that Firestore.
 * On any failure everything already started is stopped before the error is thrown.
 */
export async function startSuite(options: SuiteOptions): Promise<RunningSuite> {
  const { config } = options;
  const readyTimeoutMs = options.readyTimeoutMs ?? 120_000;

  const assertFunctionsBuilt = () => {
    const entry = functionsEntry(config);
    if (!existsSync(entry)) {
      throw new LauncherError(
        `The functions are not built (${relative(config.rootDir, entry)} is missing): run \`npm run build --workspace functions\``,
      );
    }
  };
  if (!options.functionsBuilt) assertFunctionsBuilt();
  if (options.hosting && !existsSync(join(config.hostingPublic, 'index.html'))) {
    const folder = relative(config.rootDir, config.hostingPublic);
    throw new LauncherError(
      `The web app is not built (${folder}/index.html is missing): build it first (\`npm run build:web\`, ` +
        'or `npx vite build --mode demo` in web/ for the demo project)',
    );
  }

  const firestore = chooseFirestoreProvider();
  const used: Record<string, EmulatorAddress> = {
    'Firestore emulator': config.firestore,
    'Auth emulator': config.auth,
    'Functions emulator': config.functions,
    'Emulator hub': config.hub,
    'Emulator logging': config.logging,
    'Eventarc emulator': config.eventarc,
    'Cloud Tasks emulator': config.tasks,
  };
  if (options.hosting) used['Hosting emulator'] = config.hosting;
  await assertPortsFree(used);

  const env = suiteEnv(config);
  const children: ManagedChild[] = [];
  const died = new AbortController();
  const watchDeath = (child: ManagedChild) =>
    child.died.addEventListener('abort', () => died.abort(child.died.reason), { once: true });

  const stop = async () => {
    // Reverse order: firebase-tools (which may still call Firestore while exporting) first.
    for (const child of [...children].reverse()) await child.stop();
    await Promise.all(Object.values(used).map((address) => waitForPortFree(address, 5_000)));
  };

  let current: ManagedChild | undefined;
  const { firestore: seedFirestore, auth: seedAuth } = options.beforeTriggers ?? {};
  const early: Promise<unknown>[] = [];
  // Awaited together below; a failure before then must not count as unhandled meanwhile.
  const runEarly = (work: Promise<unknown>) => {
    work.catch(() => {});
    early.push(work);
  };
  // Every wait below races the abort, so an interrupted start-up stops at once (through the catch).
  const aborted = new Promise<never>((_, reject) => {
    const signal = options.abort;
    if (signal?.aborted) reject(signal.reason as Error);
    signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
  aborted.catch(() => {});
  const unlessAborted = <T>(work: Promise<T>) => Promise.race([work, aborted]);
  try {
    options.abort?.throwIfAborted();
    if (firestore.kind === 'jar') {
      const args = [
        '-cp',
        firestore.jar,
        'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
        'start',
        '--host',
        config.firestore.host,
        '--port',
        String(config.firestore.port),
        '--project_id',
        config.projectId,
        '--rules',
        config.rulesPath,
        '--functions_emulator',
        hostPort(config.functions),
      ];
      const seed =
        options.importDir && join(options.importDir, 'firestore_export', 'firestore_export.overall_export_metadata');
      if (seed && existsSync(seed)) args.push('--seed_from_export', seed);
      if (options.exportOnExit) args.push('--export-on-exit', join(options.exportOnExit, 'firestore_export'));

      const jar = spawnManaged('firestore', 'java', args, {
        env: process.env,
        cwd: config.rootDir,
        output: outputFor(options, 'firestore'),
      });
      children.push(jar);
      watchDeath(jar);
      // Not awaited here: the JVM's start-up and firebase-tools' run side by side (each takes
      // seconds, and firebase-tools needs Firestore only once a function calls it).
      runEarly(
        waitForPort(config.firestore, 'The Firestore emulator', { timeoutMs: readyTimeoutMs, abort: jar.died }).then(
          // No trigger is registered yet: what runs now fires none.
          () => seedFirestore?.(),
          (error: unknown) => {
            throw explained(error, jar);
          },
        ),
      );
    }
    if (options.functionsBuilt) {
      await unlessAborted(options.functionsBuilt);
      assertFunctionsBuilt();
    }

    const only = firebaseToolsOnly(firestore, Boolean(options.hosting));
    const toolsArgs = [
      firebaseToolsBin(config.rootDir),
      'emulators:start',
      '--only',
      only.join(','),
      '--project',
      config.projectId,
    ];
    if (config.configFile !== 'firebase.json') toolsArgs.push('--config', config.configFile);
    if (options.importDir) toolsArgs.push('--import', options.importDir);
    if (options.exportOnExit) toolsArgs.push('--export-on-exit', options.exportOnExit);

    // NO_COLOR: the logs are read by people and by waitForLine, not by a terminal.
    const toolsEnv: NodeJS.ProcessEnv = {
      ...process.env,
      NO_COLOR: '1',
      // Seconds a Functions worker may take to load before its call is dropped ("Failed to load
      // function"); the 30 s default is missed when a burst starts many workers on a small machine.
      FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
      ...(firestore.kind === 'jar' ? env : {}),
    };
    // Let firebase-tools start its own Firestore when it is the provider.
    if (firestore.kind === 'firebase-tools') delete toolsEnv.FIRESTORE_EMULATOR_HOST;
    current = spawnManaged('firebase', process.execPath, toolsArgs, {
      env: toolsEnv,
      cwd: config.rootDir,
      output: outputFor(options, 'firebase'),
    });
    children.push(current);
    watchDeath(current);
    const tools = current;
    if (firestore.kind === 'jar' && seedAuth) {
      // Accounts made by the Auth emulator's batchCreate fire no trigger (seedAccounts).
      runEarly(
        waitForPort(config.auth, 'The Auth emulator', { timeoutMs: readyTimeoutMs, abort: tools.died }).then(seedAuth),
      );
    }
    await unlessAborted(Promise.all([tools.waitForLine(/All emulators ready/, readyTimeoutMs), ...early]));
    if (firestore.kind !== 'jar' && (seedFirestore || seedAuth)) {
      // firebase-tools' own Firestore has its triggers already: turn them off around the work.
      await unlessAborted(withoutBackgroundTriggers(config, () => Promise.all([seedFirestore?.(), seedAuth?.()])));
    }
    if (firestore.kind === 'jar') {
      await unlessAborted(registerFirestoreTriggers(config));
      current.onLine((line) => {
        if (/Loaded functions definitions/.test(line)) void reregisterAfterReload(config);
      });
    }
  } catch (error) {
    await stop();
    if (options.abort?.aborted) throw options.abort.reason as Error;
    throw explainedBy.has(error as Error) ? error : explain(error, current);
  }

  return { firestore, env, died: died.signal, stop };
}
