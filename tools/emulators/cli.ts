import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { spawnManaged } from './children.ts';
import { hostPort, loadSuiteConfig, webEnv, type SuiteConfig } from './config.ts';
import { LauncherError } from './errors.ts';
import { assertPortsFree, waitForPort } from './ports.ts';
import { watchRules } from './rules-reload.ts';
import { startSuite, type RunningSuite } from './suite.ts';

const USAGE = `Usage:
  npm start                                   build, start the emulators, seed demo data, serve the web app
  npm run emulators:exec -- "<command>"       start the emulators, run the command, stop them, exit with its code
Options (both): --import <dir>  --export-on-exit <dir>
exec also: --hosting  (serve hosting.public, web/dist)   --config <file>  (another firebase.json in the root)`;

const WEB_DEV_PORT = 5173;

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new LauncherError(`\`${command} ${args.join(' ')}\` failed (exit ${result.status})`);
}

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

async function seedIfAvailable(config: SuiteConfig, suite: RunningSuite): Promise<string[]> {
  const seedScript = join(config.rootDir, 'tools', 'seed', 'seed.ts');
  if (!existsSync(seedScript)) return [];
  const { seedDemoData } = (await import(seedScript)) as {
    seedDemoData: (env: Record<string, string>) => Promise<string[]>;
  };
  return seedDemoData(suite.env);
}

async function start(options: { importDir?: string; exportOnExit?: string }): Promise<number> {
  const config = loadSuiteConfig();
  const web = { host: '127.0.0.1', port: WEB_DEV_PORT };
  await assertPortsFree({ 'Vite dev server': web });

  console.log('Building the functions…');
  run('npm', ['run', 'build', '--workspace', 'functions'], config.rootDir);

  console.log('Starting the emulators…');
  const suite = await startSuite({ config, output: 'console', ...options });
  const stopWatchingRules =
    suite.firestore.kind === 'jar' ? watchRules(config, (line) => console.log(`[rules] ${line}`)) : () => {};

  const vite = spawnManaged(
    'web',
    'npm',
    ['run', 'dev', '--workspace', 'web', '--', '--host', web.host, '--port', String(web.port), '--strictPort'],
    {
      env: { ...process.env, ...suite.env, ...webEnv(config) },
      cwd: config.rootDir,
      output: { kind: 'console', prefix: '[web]' },
    },
  );

  const shutdown = async (reason: string, code: number) => {
    console.log(`\nStopping (${reason})…`);
    stopWatchingRules();
    await vite.stop();
    await suite.stop();
    console.log('All emulators and the web server are stopped; their ports are free.');
    process.exit(code);
  };

  try {
    await waitForPort(web, 'The Vite dev server', { timeoutMs: 60_000, abort: vite.died });
    const credentials = await seedIfAvailable(config, suite);
    const firestoreLabel =
      suite.firestore.kind === 'jar' ? `Google's jar (${suite.firestore.source})` : 'firebase-tools';
    const lines = [
      'Voices of Africa is running',
      `  Web app        http://${web.host}:${web.port}/`,
      `  Firestore      http://${hostPort(config.firestore)}   (${firestoreLabel})`,
      `  Auth           http://${hostPort(config.auth)}`,
      `  Functions      http://${hostPort(config.functions)}`,
      `  Emulator hub   http://${hostPort(config.hub)}`,
      `  Project        ${config.projectId}`,
      ...(credentials.length > 0 ? ['', 'Demo accounts:', ...credentials.map((line) => `  ${line}`)] : []),
      '',
      'Press Ctrl-C to stop everything.',
    ];
    const width = Math.max(...lines.map((line) => line.length)) + 2;
    console.log(`\n${'='.repeat(width)}\n${lines.join('\n')}\n${'='.repeat(width)}\n`);
  } catch (error) {
    console.error((error as Error).message);
    await shutdown('start-up failed', 1);
  }

  onShutdown((reason) => void shutdown(reason, 0));
  const fail = (signal: AbortSignal) => () => {
    console.error((signal.reason as Error).message);
    void shutdown('a process died', 1);
  };
  suite.died.addEventListener('abort', fail(suite.died), { once: true });
  vite.died.addEventListener('abort', fail(vite.died), { once: true });
  return new Promise<number>(() => {}); // runs until a signal or a death ends it
}

async function exec(
  command: string,
  options: { importDir?: string; exportOnExit?: string; hosting?: boolean; configFile?: string },
): Promise<number> {
  const config = loadSuiteConfig(undefined, options.configFile);
  const suite = await startSuite({ config, output: 'files', ...options });

  // The command runs in its own process group so that it can be stopped whole, grandchildren included.
  const child = spawn(command, {
    shell: true,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, ...suite.env },
  });
  const stopCommand = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already exited */
    }
  };
  let interrupted = false;
  onShutdown(() => {
    interrupted = true;
    stopCommand();
  });
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
  if (subcommand === 'start') return start(dirs);
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
