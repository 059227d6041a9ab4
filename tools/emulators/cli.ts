import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { spawnManaged, type OutputMode } from './children.ts';
import { hostPort, loadSuiteConfig, webEnv, type EmulatorAddress, type SuiteConfig } from './config.ts';
import { LauncherError } from './errors.ts';
import { followFunctionLogs } from './function-logs.ts';
import { functionsBuildIsCurrent, watchFunctions, type FunctionsWatch } from './functions-build.ts';
import { assertPortsFree, waitForPort } from './ports.ts';
import { watchRules } from './rules-reload.ts';
import { startSuite, suiteEnv, type RunningSuite } from './suite.ts';

const USAGE = `Usage:
  npm start                                   build, start the emulators, seed demo data, serve the web app
  npm run emulators:exec -- "<command>"       start the emulators, run the command, stop them, exit with its code
Options (both): --import <dir>  --export-on-exit <dir>  --config <file>  (another firebase.json in the root)
start also: --verbose  (print the emulators' and Vite's own output here, prefixed, instead of to .emulators/logs/)
exec also: --hosting  (serve hosting.public, web/dist)`;

const WEB_DEV_PORT = 5173;

/** Stops the suite once, whichever of Ctrl-C, SIGTERM or a dying child comes first. */
function onShutdown(handler: (reason: string) => void): void {
  let called = false;
  const once = (reason: string) => {
    if (called) return;
    called = true;
    handler(reason);
  };
  process.on('SIGINT', () => once('interrupted'));
  process.on('SIGTERM', () => once('terminated'));
  process.on('SIGHUP', () => once('hung up'));
}

interface SeedModule {
  seedAccounts(env: Record<string, string>): Promise<void>;
  seedDocuments(env: Record<string, string>): Promise<void>;
  demoAccountLines(): string[];
}

async function seedModule(config: SuiteConfig): Promise<SeedModule | null> {
  const seedScript = join(config.rootDir, 'tools', 'seed', 'seed.ts');
  return existsSync(seedScript) ? ((await import(seedScript)) as SeedModule) : null;
}

function banner(config: SuiteConfig, suite: RunningSuite, web: EmulatorAddress, credentials: string[], logs: string) {
  const firestoreLabel = suite.firestore.kind === 'jar' ? `Google's jar (${suite.firestore.source})` : 'firebase-tools';
  const lines = [
    'Voices of Africa is running',
    `  Web app        http://${web.host}:${web.port}/`,
    `  Firestore      http://${hostPort(config.firestore)}   (${firestoreLabel})`,
    `  Auth           http://${hostPort(config.auth)}`,
    `  Functions      http://${hostPort(config.functions)}   (rebuilt when functions/src changes)`,
    `  Emulator hub   http://${hostPort(config.hub)}`,
    `  Project        ${config.projectId}`,
    `  Logs           ${logs}/   (--verbose prints them here)`,
    ...(credentials.length > 0 ? ['', 'Demo accounts:', ...credentials.map((line) => `  ${line}`)] : []),
    '',
    'Below: what the functions log, rebuilds, rules reloads and Vite. Press Ctrl-C to stop everything.',
  ];
  const width = Math.max(...lines.map((line) => line.length)) + 2;
  return `\n${'='.repeat(width)}\n${lines.join('\n')}\n${'='.repeat(width)}\n`;
}

/** The watch of a build that was current at start-up: its first compilation reports only a failure. */
function deferredWatch(watch: () => FunctionsWatch, say: (line: string) => void): FunctionsWatch {
  const functionsWatch = watch();
  void functionsWatch.built.catch((error: unknown) =>
    say(`[functions] ${(error as Error).message}\n  (the last good build keeps running)`),
  );
  return functionsWatch;
}

/**
 * npm start. Quiet by default, like Vite or the Firebase CLI: a line per start-up step, the banner,
 * then only what a developer acts on (the functions' own log lines, rebuilds and compile errors,
 * rules reloads, Vite's messages, a failure with the log that explains it). The emulators' raw
 * output goes to .emulators/logs/; `--verbose` prints it all here as well, prefixed by its source.
 */
async function start(options: { importDir?: string; exportOnExit?: string; verbose: boolean; configFile?: string }) {
  const config = loadSuiteConfig(undefined, options.configFile);
  const web = { host: '127.0.0.1', port: WEB_DEV_PORT };
  const logs = join(config.rootDir, '.emulators', 'logs');
  const logsShown = relative(process.cwd(), logs) || logs;
  const childOutput = (name: string): OutputMode =>
    options.verbose ? { kind: 'console', prefix: `[${name}]` } : { kind: 'file', path: join(logs, `${name}.log`) };
  await assertPortsFree({ 'Vite dev server': web });

  // Ctrl-C can come at any step. Before the suite is up it aborts the start-up, which stops what has
  // started (a seed of minutes on a busy machine is a likely moment); once it is up, it stops it all.
  const interrupt = new AbortController();
  const running: { stop?: (reason: string) => void } = {};
  onShutdown((reason) =>
    running.stop ? running.stop(reason) : interrupt.abort(new LauncherError(`Start-up ${reason}`)),
  );

  console.log(`Starting Voices of Africa on the emulators (logs: ${logsShown}/)`);
  const say = (line: string) => console.log(line);
  const startedAt = performance.now();
  const since = () => `${((performance.now() - startedAt) / 1000).toFixed(1).padStart(5)} s`;
  const done = (label: string, detail = '') =>
    console.log(`  ✓ ${label.padEnd(26)} ${since()}${detail ? `   ${detail}` : ''}`);

  // Side by side from the start (the steps wait only for what they need): the functions build
  // (tsc --watch, whose first compilation is the build), Vite, and the emulators, which seed as soon
  // as Firestore and Auth answer and start the Functions emulator once the build is there. When
  // functions/lib is already the build of the current sources, the watch starts once the emulators
  // are up: its first compilation (seconds of CPU on a small machine) would only slow them down.
  const env = suiteEnv(config);
  const libIsCurrent = functionsBuildIsCurrent(config);
  const watch = () => watchFunctions(config, join(logs, 'functions-build.log'), say);
  const functionsBuild = libIsCurrent ? undefined : watch();
  const vite = spawnManaged(
    'web',
    'npm',
    ['run', 'dev', '--workspace', 'web', '--', '--host', web.host, '--port', String(web.port), '--strictPort'],
    { env: { ...process.env, ...env, ...webEnv(config) }, cwd: config.rootDir, output: childOutput('web') },
  );
  const seed = await seedModule(config);
  const seeded = { documents: false, accounts: false };
  const seedPart = (part: keyof typeof seeded, work: () => Promise<void>) => async () => {
    await work();
    seeded[part] = true;
    if (seeded.documents && seeded.accounts) done('demo data seeded');
  };
  let suite: RunningSuite;
  try {
    // A failed build fails the suite's start, which says why.
    if (functionsBuild)
      void functionsBuild.built.then(
        () => done('functions built'),
        () => {},
      );
    else done('functions build current');
    suite = await startSuite({
      config,
      output: options.verbose ? 'console' : 'files',
      // A current lib starts the Functions emulator at once; the watch's first compilation writes nothing.
      ...(functionsBuild ? { functionsBuilt: functionsBuild.built } : {}),
      ...(seed
        ? {
            beforeTriggers: {
              firestore: seedPart('documents', () => seed.seedDocuments(env)),
              auth: seedPart('accounts', () => seed.seedAccounts(env)),
            },
          }
        : {}),
      ...(options.importDir ? { importDir: options.importDir } : {}),
      ...(options.exportOnExit ? { exportOnExit: options.exportOnExit } : {}),
      abort: interrupt.signal,
    });
    done(
      'emulators ready',
      `Firestore (${suite.firestore.kind === 'jar' ? "Google's jar" : 'firebase-tools'}), Auth, Functions`,
    );
  } catch (error) {
    if (interrupt.signal.aborted) console.log('\nStopping (interrupted during start-up)…');
    else {
      console.log('  ✗ start-up');
      console.error((error as Error).message);
    }
    await functionsBuild?.stop();
    await vite.stop();
    if (interrupt.signal.aborted) console.log('Everything started so far is stopped; its ports are free.');
    process.exit(interrupt.signal.aborted ? 130 : 1);
  }
  const functionsWatch = functionsBuild ?? deferredWatch(watch, say);
  const stopWatchingRules =
    suite.firestore.kind === 'jar' ? watchRules(config, (line) => say(`[rules] ${line}`)) : () => {};

  let stopFollowingLogs = () => {};

  let stopping = false;
  const shutdown = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    console.log(`\nStopping (${reason})…`);
    stopFollowingLogs();
    stopWatchingRules();
    await functionsWatch.stop();
    await vite.stop();
    await suite.stop();
    console.log('All emulators and the web server are stopped; their ports are free.');
    process.exit(code);
  };

  running.stop = (reason) => void shutdown(reason, 0);
  if (interrupt.signal.aborted) running.stop('interrupted');

  try {
    await waitForPort(web, 'The Vite dev server', { timeoutMs: 60_000, abort: vite.died });
    done('web app (Vite)');
    console.log(banner(config, suite, web, seed?.demoAccountLines() ?? [], logsShown));
    if (!options.verbose) {
      // From here on Vite's own messages (a compile error, an HMR update) are the developer's to see.
      vite.onLine((line) => {
        if (line.trim()) say(`[web] ${line}`);
      });
      stopFollowingLogs = followFunctionLogs(config.logging, relative(process.cwd(), join(logs, 'firebase.log')), say);
    }
  } catch (error) {
    console.error((error as Error).message);
    await shutdown('start-up failed', 1);
  }

  const fail = (signal: AbortSignal) => () => {
    console.error((signal.reason as Error).message);
    void shutdown('a process died', 1);
  };
  suite.died.addEventListener('abort', fail(suite.died), { once: true });
  vite.died.addEventListener('abort', fail(vite.died), { once: true });
  functionsWatch.died.addEventListener('abort', fail(functionsWatch.died), { once: true });
  return new Promise<number>(() => {}); // runs until a signal or a death ends it
}

async function exec(
  command: string,
  options: { importDir?: string; exportOnExit?: string; hosting?: boolean; configFile?: string },
): Promise<number> {
  const config = loadSuiteConfig(undefined, options.configFile);
  // Ctrl-C before the command runs stops the start-up and what it had started; after, the command.
  const interrupt = new AbortController();
  let interrupted = false;
  let stopCommand = () => {};
  onShutdown((reason) => {
    interrupted = true;
    interrupt.abort(new LauncherError(`Start-up ${reason}; everything started so far is stopped`));
    stopCommand();
  });
  const suite = await startSuite({ config, output: 'files', ...options, abort: interrupt.signal });

  // The command runs in its own process group so that it can be stopped whole, grandchildren included.
  const child = spawn(command, {
    shell: true,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, ...suite.env },
  });
  stopCommand = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already exited */
    }
  };
  // An emulator that dies under the command would make it hang or fail obscurely: stop it now.
  suite.died.addEventListener('abort', stopCommand, { once: true });
  const code = await new Promise<number>((resolve) => {
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 128 + 15 : 1)));
    child.once('error', () => resolve(127));
  });
  const diedFirst = suite.died.aborted ? (suite.died.reason as Error) : null;
  await suite.stop();
  if (diedFirst) {
    console.error(`${diedFirst.message}; the command's exit code was ${code}`);
    return code === 0 ? 1 : code;
  }
  return interrupted ? 130 : code;
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      import: { type: 'string' },
      'export-on-exit': { type: 'string' },
      hosting: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      config: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [subcommand, ...rest] = positionals;
  if (values.help || !subcommand) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const dirs = {
    ...(values.import ? { importDir: values.import } : {}),
    ...(values['export-on-exit'] ? { exportOnExit: values['export-on-exit'] } : {}),
  };
  if (subcommand === 'start') {
    return start({ ...dirs, verbose: values.verbose, ...(values.config ? { configFile: values.config } : {}) });
  }
  if (subcommand === 'exec') {
    if (rest.length === 0)
      throw new LauncherError('emulators:exec needs a command: npm run emulators:exec -- "npm run test:emulated"');
    return exec(rest.join(' '), {
      ...dirs,
      hosting: values.hosting,
      ...(values.config ? { configFile: values.config } : {}),
    });
  }
  throw new LauncherError(`Unknown command "${subcommand}"\n${USAGE}`);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof LauncherError ? error.message : error);
    process.exit(1);
  },
);
