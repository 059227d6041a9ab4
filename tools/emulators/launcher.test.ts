import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSuiteConfig, repoRoot } from './config.ts';
import { descendantsOf, killDescendant, stillRunning } from './own-processes.ts';
import { isPortFree } from './ports.ts';
import { startSuite } from './suite.ts';
import { emulatorAppCheckToken } from '#web/src/lib/firebase/app-check-stand-in.ts';

const cli = join(repoRoot, 'tools', 'emulators', 'cli.ts');
const readJsonFile = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(repoRoot, name), 'utf8')) as Record<string, unknown>;
const config = loadSuiteConfig();

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

interface CliRun {
  child: ChildProcess;
  /** What it has printed so far. */
  stdout(): string;
  stderr(): string;
  result: Promise<CliResult>;
}

/** The launchers this file started and that still run: a failed test's are stopped after it, by id. */
const runningLaunchers = new Set<ChildProcess>();
afterEach(async () => {
  for (const child of runningLaunchers) {
    const exited = once(child, 'exit');
    child.kill('SIGINT'); // the launcher stops its own suite, as on Ctrl-C
    await exited;
  }
});

function track<Child extends ChildProcess>(child: Child): Child {
  runningLaunchers.add(child);
  child.once('exit', () => runningLaunchers.delete(child));
  return child;
}

/** Starts the launcher's CLI as a user would (`npm run emulators:exec -- "…"`). */
function startCli(args: string[], env: NodeJS.ProcessEnv = process.env): CliRun {
  const child = track(spawn(process.execPath, ['--import', 'tsx', cli, ...args], { cwd: repoRoot, env }));
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const result = new Promise<CliResult>((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
  return { child, stdout: () => stdout, stderr: () => stderr, result };
}

const runCli = (args: string[], env?: NodeJS.ProcessEnv): Promise<CliResult> => startCli(args, env).result;

async function until<T>(probe: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await probe();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await probe();
  }
  return value;
}

const suitePorts = [config.firestore, config.auth, config.functions, config.hub, config.logging];

async function allPortsFree(): Promise<boolean> {
  const free = await Promise.all(suitePorts.map((address) => isPortFree(address)));
  return free.every(Boolean);
}

describe('emulators:exec', () => {
  it('runs the command against the suite, passes its exit code through and frees every port', async () => {
    const probe = join(repoRoot, 'tools', 'emulators', 'fixtures', 'probe.ts');
    const result = await runCli(['exec', `node --import tsx ${probe}`]);

    expect(result.code, result.stderr).toBe(7);
    const report = JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}') as {
      env: Record<string, string>;
      seenBySecondClient: boolean;
      webReadError: string | null;
    };
    expect(report.env).toEqual({
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${config.firestore.port}`,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${config.auth.port}`,
      GCLOUD_PROJECT: config.projectId,
      FIREBASE_EMULATOR_HUB: `127.0.0.1:${config.hub.port}`,
    });
    expect(report.seenBySecondClient).toBe(true);
    expect(report.webReadError).toBe('permission-denied');
    expect(await allPortsFree()).toBe(true);
  });

  it('stops at once with a one-line reason when an emulator dies under the command', async () => {
    const run = startCli(['exec', 'echo the-command-runs; sleep 120; echo the-command-ended']);
    await until(run.stdout, (text) => text.includes('the-command-runs') || run.child.exitCode !== null, 150_000);
    expect(run.stdout(), `the command never ran:\n${run.stderr()}`).toContain('the-command-runs');
    // This run's own Firestore emulator, by its id: a pattern would also end any other suite's on the machine.
    await killDescendant(run.child.pid ?? -1, new RegExp(`CloudFirestore start .*--port ${config.firestore.port}\\b`));
    const result = await run.result;

    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/firestore exited unexpectedly/);
    expect(result.stdout).not.toContain('the-command-ended'); // stopped, not left to sleep on
    expect(await allPortsFree()).toBe(true);
  });
});

describe('emulators:exec --hosting --config', () => {
  // firebase-tools takes the project folder from the config file's folder: both live in the root.
  const configName = 'firebase.launcher-test.json';
  const publicDir = join('.emulators', 'launcher-test-public');

  afterEach(() => {
    rmSync(join(repoRoot, configName), { force: true });
    rmSync(join(repoRoot, publicDir), { recursive: true, force: true });
  });

  it("serves that file's hosting.public with its headers and rewrites, on the Hosting emulator's port, and passes a command's 0 through", async () => {
    const firebaseJson = readJsonFile('firebase.json');
    firebaseJson.hosting = {
      ...(firebaseJson.hosting as Record<string, unknown>),
      public: publicDir,
      headers: [{ source: '**', headers: [{ key: 'X-Launcher-Test', value: 'from-config' }] }],
    };
    writeFileSync(join(repoRoot, configName), JSON.stringify(firebaseJson));
    mkdirSync(join(repoRoot, publicDir), { recursive: true });
    writeFileSync(join(repoRoot, publicDir, 'index.html'), '<p>launcher test page</p>');

    // A route firebase.json rewrites to the SPA shell (the writing page; a member's or an album's address goes to communityPage).
    const url = `http://${config.hosting.host}:${config.hosting.port}/voa/blog/write`;
    const result = await runCli(['exec', '--hosting', '--config', configName, `curl -si ${url}`]);

    // A command that succeeds: its 0 passes through (a failing one's code: emulators:exec above).
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^HTTP\/1\.1 200/m);
    expect(result.stdout).toMatch(/^X-Launcher-Test: from-config/im);
    expect(result.stdout).toContain('<p>launcher test page</p>');
    expect(await isPortFree(config.hosting)).toBe(true);
    expect(await allPortsFree()).toBe(true);
  });

  it("refuses to start when that file's hosting.public has no index.html, naming the folder", async () => {
    writeFileSync(
      join(repoRoot, configName),
      JSON.stringify({ ...readJsonFile('firebase.json'), hosting: { public: publicDir } }),
    );
    const result = await runCli(['exec', '--hosting', '--config', configName, 'true']);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `The web app is not built (${publicDir}/index.html is missing): build it first (\`npm run build:web\`, ` +
        'or `npx vite build --mode demo` in web/ for the demo project)',
    );
  });

  it('accepts only a file in the repository root', () => {
    expect(() => loadSuiteConfig(repoRoot, 'web/firebase.json')).toThrow(/name a file in the repository root/);
  });
});

describe('start-up checks', () => {
  let blocker: Server | undefined;
  let scratch: string | undefined;

  afterEach(async () => {
    await new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve()));
    blocker = undefined;
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    scratch = undefined;
  });

  it('refuses a port already in use with one line naming it', async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker?.listen(config.auth.port, config.auth.host, resolve));

    const result = await runCli(['exec', 'true']);

    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(new RegExp(`^Port ${config.auth.port} \\(Auth emulator\\).*already in use`));
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(await isPortFree(config.firestore)).toBe(true); // nothing was left running
  });

  it('refuses to start without built functions and says how to build them', async () => {
    scratch = mkdtempSync(join(tmpdir(), 'voa-launcher-'));
    for (const file of ['firebase.json', '.firebaserc', 'firestore.rules']) {
      cpSync(join(repoRoot, file), join(scratch, file));
    }
    await expect(startSuite({ config: loadSuiteConfig(scratch), output: 'files' })).rejects.toThrow(
      /functions are not built.*npm run build --workspace functions/,
    );
  });

  it('says to install Java when there is none', async () => {
    // A PATH without java (node is called by absolute path).
    const result = await runCli(['exec', 'true'], { ...process.env, PATH: '/nonexistent' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Java was not found.*install a JDK or JRE 17\+/);
  });
});

describe('npm start', () => {
  // A copy of the functions, served through a copy of firebase.json (`start --config`), so the test
  // can edit their source while the launcher runs without touching functions/. Not under .emulators:
  // the Functions emulator ignores changes below any folder whose name starts with a dot.
  const configName = 'firebase.launcher-start.json';
  const copyRoot = join('tmp', 'launcher-test');
  const functionsCopy = join(copyRoot, 'functions');
  const copyPath = (...parts: string[]) => join(repoRoot, functionsCopy, ...parts);

  afterEach(() => {
    rmSync(join(repoRoot, configName), { force: true });
    rmSync(join(repoRoot, copyRoot), { recursive: true, force: true });
  });

  /** functions/ and the shared/ folder it compiles with, side by side as in the repository. */
  function prepareCopy(): void {
    rmSync(join(repoRoot, copyRoot), { recursive: true, force: true });
    mkdirSync(copyPath(), { recursive: true });
    // The parameters' values for the emulators (functions/.env.<project>) belong to the folder too.
    const envFiles = readdirSync(join(repoRoot, 'functions')).filter((file) => file.startsWith('.env'));
    for (const file of ['package.json', 'tsconfig.build.json', ...envFiles])
      cpSync(join(repoRoot, 'functions', file), copyPath(file));
    cpSync(join(repoRoot, 'functions', 'src'), copyPath('src'), { recursive: true });
    cpSync(join(repoRoot, 'shared'), join(repoRoot, copyRoot, 'shared'), { recursive: true });
    const tsconfig = readFileSync(join(repoRoot, 'functions', 'tsconfig.json'), 'utf8');
    writeFileSync(copyPath('tsconfig.json'), tsconfig.replace('"../tsconfig.json"', '"../../../tsconfig.json"'));
    const firebaseJson = readJsonFile('firebase.json');
    const [codebase] = firebaseJson.functions as Record<string, unknown>[];
    firebaseJson.functions = [{ ...codebase, source: functionsCopy }];
    writeFileSync(join(repoRoot, configName), JSON.stringify(firebaseJson));
  }

  const callableUrl = `http://${config.functions.host}:${config.functions.port}/${config.projectId}/us-central1/reviewMember`;
  async function unauthenticatedMessage(): Promise<string> {
    // With the App Check token the web app presents to the emulators (callables enforce App Check),
    // and no ID token: the handler's own "unauthenticated" answer.
    const appCheck = emulatorAppCheckToken('1:0:web:launcher-test').token;
    const response = await fetch(callableUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Firebase-AppCheck': appCheck },
      body: JSON.stringify({ data: {} }),
    });
    return ((await response.json()) as { error?: { message?: string } }).error?.message ?? '';
  }
  /** The message, or '' while the Functions emulator reloads a build (it resets the calls in flight). */
  const messageOnceAnswered = () =>
    unauthenticatedMessage().catch((error: unknown) => {
      if (error instanceof TypeError) return '';
      throw error;
    });

  it('on Ctrl-C during start-up (the seed running), stops what it had started and frees every port', async () => {
    const child = track(spawn(process.execPath, ['--import', 'tsx', cli, 'start'], { cwd: repoRoot }));
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    // Firestore answers while the seed and firebase-tools are still starting: the middle of start-up.
    await until(
      () => isPortFree(config.firestore),
      (free) => !free || child.exitCode !== null,
      120_000,
    );
    expect(output).not.toContain('Press Ctrl-C to stop everything');
    const started = await descendantsOf(child.pid ?? -1);
    expect(started.map((entry) => entry.args).join('\n')).toMatch(/CloudFirestore start/);
    child.kill('SIGINT');
    expect(await exited, output).toBe(130);
    expect(output).toContain('Stopping (interrupted during start-up)');
    expect(await allPortsFree()).toBe(true);
    expect(await isPortFree({ host: '127.0.0.1', port: 5173 })).toBe(true);
    expect(await stillRunning(started)).toEqual([]);
  }, 180_000);

  it('starts quietly, shows the functions’ own logs, rebuilds them on change, and on Ctrl-C stops everything', async () => {
    prepareCopy();
    const launched = Date.now();
    const child = track(
      spawn(process.execPath, ['--import', 'tsx', cli, 'start', '--config', configName], { cwd: repoRoot }),
    );
    const lines: { at: number; text: string }[] = [];
    let partial = '';
    const collect = (chunk: Buffer) => {
      const text = partial + chunk.toString();
      const complete = text.split('\n');
      partial = complete.pop() ?? '';
      for (const line of complete) lines.push({ at: Date.now(), text: line });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const output = () => lines.map((line) => line.text).join('\n');

    const bannerLine = await until(
      () => lines.find((line) => line.text.includes('Press Ctrl-C to stop everything')),
      (found) => found !== undefined || child.exitCode !== null,
      150_000,
    );
    expect(bannerLine, output()).toBeDefined();
    expect(output()).toContain('Web app        http://127.0.0.1:5173/');
    expect(output()).toMatch(/admin@voices\.test\s+admin/); // seeded demo accounts in the banner
    const seeded = await fetch(
      `http://127.0.0.1:${config.firestore.port}/v1/projects/${config.projectId}/databases/(default)/documents/members`,
      { headers: { Authorization: 'Bearer owner' } },
    );
    expect(((await seeded.json()) as { documents?: unknown[] }).documents?.length).toBeGreaterThanOrEqual(3);
    const page = await fetch('http://127.0.0.1:5173/home/');
    expect(await page.text()).toContain('<div id="root"></div>');

    // A sign-up fires the trigger: its own log line reaches the terminal, once.
    const signUp = await fetch(
      `http://${config.auth.host}:${config.auth.port}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'launcher-start@example.com', password: 'secret-123', returnSecureToken: true }),
      },
    );
    const { localId } = (await signUp.json()) as { localId: string };
    const logLine = `[functions] createProfileOnSignUp: profile created (uid: ${localId})`;
    await until(output, (text) => text.includes(logLine), 30_000);
    expect(
      output()
        .split('\n')
        .filter((line) => line === logLine),
    ).toHaveLength(1);

    // An edit that does not compile: one clear report, and the last good build keeps answering.
    expect(await unauthenticatedMessage()).toBe('Sign in to review applications.');
    const source = copyPath('src', 'members', 'review-member.ts');
    const original = readFileSync(source, 'utf8');
    writeFileSync(
      source,
      original.replace('const parsed = reviewInputSchema', 'const parsed: number = reviewInputSchema'),
    );
    await until(output, (text) => text.includes('does not compile'), 60_000);
    expect(output()).toMatch(
      /does not compile; the last good build keeps running:\n\s+\S+review-member\.ts\(\d+,\d+\): error TS2322/,
    );
    expect(await unauthenticatedMessage()).toBe('Sign in to review applications.');

    // The fix, with a new message: the next call answers with it, without a restart.
    writeFileSync(source, original.replace('Sign in to review applications.', 'Sign in first, then review.'));
    const message = await until(messageOnceAnswered, (text) => text === 'Sign in first, then review.', 60_000);
    expect(message).toBe('Sign in first, then review.');
    expect(output()).toContain('changed: rebuilt; the emulator loads the new build');
    expect(output().match(/does not compile/g)).toHaveLength(1);

    // Quiet: at most 60 lines from launch to 25 s after the banner, and no stack trace at all.
    const windowEnd = (bannerLine?.at ?? launched) + 25_000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, windowEnd - Date.now())));
    expect(lines.filter((line) => line.at <= windowEnd).length, output()).toBeLessThanOrEqual(60);
    expect(output()).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    expect(output()).not.toMatch(/Exception|entity already exists/);
    // Seeding ran with the sign-up trigger off: the Firestore emulator logged no collision either.
    expect(readFileSync(join(repoRoot, '.emulators', 'logs', 'firestore.log'), 'utf8')).not.toContain(
      'entity already exists',
    );

    // Everything this run started, by id, to check that Ctrl-C stopped it all: the emulators, Vite
    // and the functions' watch (patterns would also find other suites on the machine).
    const started = await descendantsOf(child.pid ?? -1);
    expect(started.map((entry) => entry.args).join('\n')).toMatch(/CloudFirestore start/);
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(await allPortsFree()).toBe(true);
    expect(await isPortFree({ host: '127.0.0.1', port: 5173 })).toBe(true);
    expect(await stillRunning(started)).toEqual([]);
  }, 240_000);
});
