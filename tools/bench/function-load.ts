/**
 * npm run bench:function-load -- [--runs <n>] [function…]
 *
 * Each function's cold-start module load: a fresh Node process per run, FUNCTION_TARGET set as the
 * Functions emulator and Cloud Functions set it, times `require()` of the built package's entry
 * (functions/package.json "main"). Prints the median wall time and its range per function, the
 * median CPU time (steadier on a busy machine), and the same for the whole package (no
 * FUNCTION_TARGET: what deploy's discovery loads). Needs functions/lib (the npm script builds it).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../emulators/config.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' } },
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error('Usage: npm run bench:function-load -- [--runs <n>] [function…]');

const functionsDir = join(repoRoot, 'functions');
const { main } = JSON.parse(readFileSync(join(functionsDir, 'package.json'), 'utf8')) as { main: string };
const entry = join(functionsDir, main);

/** Prints the milliseconds `require(entry)` took, then the sorted export names, in a fresh process. */
const PROBE = `
  const started = performance.now();
  const cpu = process.cpuUsage();
  const loaded = require(${JSON.stringify(entry)});
  const ms = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  console.log(JSON.stringify({ ms, cpuMs: (user + system) / 1000, exports: Object.keys(loaded).sort() }));`;

interface Load {
  ms: number;
  cpuMs: number;
  exports: string[];
}

function loadOnce(target: string | undefined): Load {
  const env: NodeJS.ProcessEnv = { ...process.env, GCLOUD_PROJECT: 'demo-function-load' };
  delete env.FUNCTION_TARGET;
  if (target) env.FUNCTION_TARGET = target;
  const run = spawnSync(process.execPath, ['-e', PROBE], { cwd: functionsDir, env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`loading ${target ?? 'every function'} failed:\n${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '') as Load;
}

const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)] ?? 0;

function measure(target: string | undefined) {
  const runs = Array.from({ length: RUNS }, () => loadOnce(target));
  const times = runs.map((run) => run.ms).sort((a, b) => a - b);
  return {
    median: median(times),
    min: times[0] ?? 0,
    max: times.at(-1) ?? 0,
    cpu: median(runs.map((run) => run.cpuMs).sort((a, b) => a - b)),
    exports: runs[0]?.exports ?? [],
  };
}

const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;
const line = (name: string, result: ReturnType<typeof measure>, loaded: string) =>
  console.log(
    `${name.padEnd(28)}${ms(result.median)}  (${result.min.toFixed(0)}–${result.max.toFixed(0)})${ms(result.cpu)}  ${loaded}`,
  );

const all = measure(undefined);
const targets = positionals.length > 0 ? positionals : all.exports;
console.log(`bench:function-load: ${entry}, median of ${RUNS} fresh processes each\n`);
console.log(`${'function (FUNCTION_TARGET)'.padEnd(28)}${'wall'.padStart(9)}  (range)${'cpu'.padStart(9)}  exports`);
for (const target of targets) {
  const result = measure(target);
  if (!result.exports.includes(target)) throw new Error(`FUNCTION_TARGET=${target}: the entry does not export it`);
  line(target, result, `${result.exports.length}`);
}
line('(none: every function)', all, `${all.exports.length}`);
