/**
 * Runs a command against the production build served like production, with the full emulator suite:
 *   tsx tools/e2e/with-site.ts [--skip-build] "<command>"
 *   tsx tools/e2e/with-site.ts --build-only      (step 2 alone: npm test builds while other tests run)
 * 1. checks that Chromium is installed (one line saying how to install it if not);
 * 2. builds the web app with VITE_FIREBASE_USE_EMULATORS=true into web/dist-e2e (never web/dist,
 *    which must only ever hold a deployable build);
 * 3. writes firebase.e2e.json (firebase.json with that folder and the emulator origins in the CSP);
 * 4. runs the command inside `emulators:exec --hosting --config firebase.e2e.json`, so the project's
 *    launcher starts Firestore, Auth, Functions and the Hosting emulator, and stops them after.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadSuiteConfig, webEnv } from '../emulators/config.ts';
import { BrowserToolError, chromiumPath } from './chromium.ts';
import { E2E_CONFIG_FILE, writeE2eFirebaseJson } from './hosting-config.ts';

function buildWeb(rootDir: string, env: Record<string, string>): void {
  console.log('Building the web app for the browser tests (emulator-connected) into web/dist-e2e…');
  const result = spawnSync('npx', ['vite', 'build', '--outDir', 'dist-e2e', '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(rootDir, 'web'),
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new BrowserToolError(`The e2e build of the web app failed (exit ${result.status})`);
}

function runInSuite(rootDir: string, command: string): Promise<number> {
  const cli = join(rootDir, 'tools', 'emulators', 'cli.ts');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', cli, 'exec', '--hosting', '--config', E2E_CONFIG_FILE, command],
    { cwd: rootDir, stdio: 'inherit' },
  );
  // The launcher stops the emulators and the command on these signals, then exits.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 130 : 1))));
}

async function main(argv: string[]): Promise<number> {
  // Options come first; everything from the command on is the command's, so that
  // `npm run audit -- --runs 5` reaches the audit ("<command>" --runs 5).
  const commandStart = argv.findIndex((arg) => !arg.startsWith('--'));
  const { values } = parseArgs({
    args: commandStart < 0 ? argv : argv.slice(0, commandStart),
    options: {
      'skip-build': { type: 'boolean', default: false },
      'build-only': { type: 'boolean', default: false },
    },
  });
  const command = commandStart < 0 ? '' : argv.slice(commandStart).join(' ');
  if (!command && !values['build-only']) {
    throw new BrowserToolError('usage: tsx tools/e2e/with-site.ts [--skip-build] "<command>" | --build-only');
  }

  chromiumPath(); // fail before building anything
  const config = loadSuiteConfig();
  if (!values['skip-build']) buildWeb(config.rootDir, webEnv(config));
  if (values['build-only']) return 0;
  writeE2eFirebaseJson(config);
  return runInSuite(config.rootDir, command);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof BrowserToolError ? error.message : error);
    process.exit(1);
  },
);
