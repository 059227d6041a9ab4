/**
 * npm test: every test, in phases, then how long each phase took.
 *
 *   1. the unit tests (nothing running: `npm run test:unit`), beside the functions build (the
 *      emulators load functions/lib);
 *   2. the launcher's own tests (they start and stop suites themselves), while the browser tests'
 *      site is built beside them (tools/e2e/with-site.ts --build-only): the launcher tests spend
 *      much of their time waiting on emulators, so the build costs little wall time there;
 *   3. the rules, functions and web tests inside one `emulators:exec` suite, the rules tests beside
 *      the others (test/emulated.ts);
 *   4. the browser journeys against that site on the Hosting emulator.
 * A phase that fails stops the run with its exit code; the table is printed either way.
 */
import { join } from 'node:path';
import { runCommand } from './run-command.ts';

interface Phase {
  name: string;
  commands: string[];
}

const tsx = (script: string, ...args: string[]) =>
  [`"${process.execPath}"`, '--import tsx', join('tools', ...script.split('/')), ...args].join(' ');

const phases: Phase[] = [
  {
    name: 'unit tests + functions build',
    commands: ['npx vitest run --project unit --project unit-web', 'npm run build --workspace functions'],
  },
  {
    name: 'launcher tests + browser-test site build',
    commands: ['npx vitest run --project launcher', tsx('e2e/with-site.ts', '--build-only')],
  },
  {
    name: 'rules, functions and web tests',
    commands: [tsx('emulators/cli.ts', 'exec', '"npm run test:emulated"')],
  },
  {
    name: 'browser journeys',
    commands: [tsx('e2e/with-site.ts', '--skip-build', '"vitest run --project e2e --project e2e-timing"')],
  },
];

const run = async (command: string) => (await runCommand(command)).code;

const timings: { name: string; seconds: number; code: number }[] = [];
let failed = 0;
for (const phase of phases) {
  const started = performance.now();
  const codes = await Promise.all(phase.commands.map(run));
  const code = codes.find((value) => value !== 0) ?? 0;
  timings.push({ name: phase.name, seconds: (performance.now() - started) / 1000, code });
  if (code !== 0) {
    failed = code;
    break;
  }
}

const total = timings.reduce((sum, timing) => sum + timing.seconds, 0);
const width = Math.max(...phases.map((phase) => phase.name.length)) + 2;
console.log('\nTest phases');
for (const { name, seconds, code } of timings) {
  console.log(
    `  ${name.padEnd(width)}${seconds.toFixed(0).padStart(5)} s${code === 0 ? '' : `   failed (exit ${code})`}`,
  );
}
console.log(`  ${'total'.padEnd(width)}${total.toFixed(0).padStart(5)} s`);
process.exit(failed);
