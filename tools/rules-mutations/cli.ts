/**
 * npm run test:rules-mutations: a mutation check of firestore.rules. Each mutant (see mutants.ts)
 * weakens one condition; the rules tests run against it on a Firestore emulator of this check's own,
 * and a mutant that no test kills is a condition no test proves. Exits non-zero when one survives
 * that is not declared equivalent in equivalent.ts.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../emulators/config.ts';
import { LauncherError } from '../emulators/errors.ts';
import { compileProblem, startPrivateFirestore, type PrivateFirestore } from './emulator.ts';
import { equivalentMutants } from './equivalent.ts';
import { fingerprintsOf, Journal } from './journal.ts';
import { applyMutant, generateMutants, type Mutant } from './mutants.ts';
import { describeMutant, failed, formatDuration, formatReport, judge, statusOf, type MutantResult } from './report.ts';
import { startRulesVitest, type FailedTest, type RulesVitest, type TestRun } from './rules-vitest.ts';
import {
  HarnessError,
  listRulesTestFiles,
  orderTestFiles,
  rankTestFiles,
  suspectsOf,
  type EarlierKill,
} from './run-tests.ts';

const USAGE = `Usage: npm run test:rules-mutations [-- options]
  --only <text>   run only the mutants whose id contains <text> (repeatable), e.g. --only isAdmin
  --kind <kind>   run only the mutants of this kind (repeatable), e.g. --kind bound-moved; with
                  --only, the mutants either selects
  --resume        go on from the last run: skip the mutants it judged on the same rules and tests
                  (a kill that was not confirmed is tried again)
  --list          print every mutant's line and id, run nothing`;

/**
 * The rules tests read FIREBASE_AUTH_EMULATOR_HOST at import but never call Auth: a dummy address
 * (the discard port, where nothing listens) keeps any accidental call from reaching a real suite.
 */
const DUMMY_AUTH_HOST = '127.0.0.1:9';
/** Far above the whole suite's ~40 s: only a hung run ever reaches it. */
const RUN_TIMEOUT_MS = 10 * 60_000;

function defaultProjectId(rootDir: string): string {
  const firebaserc = JSON.parse(readFileSync(join(rootDir, '.firebaserc'), 'utf8')) as {
    projects?: { default?: string };
  };
  const projectId = firebaserc.projects?.default;
  if (!projectId) throw new LauncherError('.firebaserc has no default project');
  return projectId;
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string', multiple: true },
      kind: { type: 'string', multiple: true },
      list: { type: 'boolean', default: false },
      resume: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }

  const rootDir = repoRoot;
  const rulesPath = join(rootDir, 'firestore.rules');
  const rulesName = relative(rootDir, rulesPath);
  const source = readFileSync(rulesPath, 'utf8');
  const mutants = generateMutants(source);
  const only = values.only ?? [];
  const kinds = values.kind ?? [];
  const selected =
    only.length + kinds.length > 0
      ? mutants.filter((mutant) => only.some((text) => mutant.id.includes(text)) || kinds.includes(mutant.operator))
      : mutants;

  if (values.list) {
    for (const mutant of selected) console.log(`${rulesName}:${String(mutant.line).padEnd(4)} ${mutant.id}`);
    console.log(`${selected.length} of ${mutants.length} mutants`);
    return 0;
  }
  if (selected.length === 0) {
    console.error(
      `No mutant's id contains ${only.map((text) => JSON.stringify(text)).join(' or ')}, nor is of the kinds ${kinds.join(', ')} (--list shows them)`,
    );
    return 2;
  }

  const started = performance.now();
  // Committed, so that a full run made in parts goes on from a fresh clone (a session's .emulators is gone).
  const journal = new Journal(join(rootDir, 'tools', 'rules-mutations', 'journal.jsonl'), fingerprintsOf(rootDir));
  // A resumed run keeps what still holds of every mutant's, on today's fingerprints; a whole run
  // starts a new journal; an --only run adds to it, so it never wipes a full run in parts.
  const earlier = new Map<string, MutantResult>();
  // Read before a whole run empties the journal: the order the tests run in, never a result.
  const killsOnRecord = journal.killsOnRecord(mutants);
  if (values.resume) {
    const holding = journal.earlierResults(mutants);
    journal.rewrite(holding.values());
    for (const mutant of selected) {
      const result = holding.get(mutant.id);
      if (result) earlier.set(mutant.id, result);
    }
  } else if (only.length + kinds.length === 0) journal.reset();
  const toRun = selected.filter((mutant) => !earlier.has(mutant.id));
  const projectId = defaultProjectId(rootDir);
  const scratchDir = mkdtempSync(join(tmpdir(), 'voa-rules-mutations-'));
  const mutantPath = join(scratchDir, 'firestore.rules');
  const logPath = join(rootDir, '.emulators', 'logs', 'rules-mutations-vitest.log');
  const testFiles = listRulesTestFiles(rootDir);
  const sources = new Map(testFiles.map((file) => [file, readFileSync(join(rootDir, file), 'utf8')]));
  const sourceOf = (file: string) => sources.get(file) ?? '';

  // Ctrl-C, a kill or the emulator dying stops the test run in progress, then the emulator. The
  // handlers stay on: a second Ctrl-C must not end this process before its children are stopped.
  const interrupt = new AbortController();
  let signalled = false;
  const onSignal = (reason: string) => () => {
    signalled = true;
    interrupt.abort(new HarnessError(reason));
  };
  process.on('SIGINT', onSignal('interrupted'));
  process.on('SIGTERM', onSignal('terminated'));
  process.on('SIGHUP', onSignal('hung up'));

  let firestore: PrivateFirestore | undefined;
  let vitest: RulesVitest | undefined;
  const results: MutantResult[] = [...earlier.values()];
  /** Set when the run ends before the last mutant: the report then covers those that ran. */
  let stopped: string | undefined;
  try {
    console.log(`${mutants.length} mutants of ${rulesName}; running ${toRun.length}, one at a time`);
    if (values.resume) {
      console.log(
        `Resuming: ${earlier.size} of ${selected.length} judged earlier on these rules and tests (${journal.path})`,
      );
    }
    firestore = await startPrivateFirestore(rootDir, projectId, interrupt.signal);
    firestore.died.addEventListener('abort', () => interrupt.abort(new HarnessError('the Firestore emulator died')));
    console.log(`Firestore emulator (Google's jar) on ${firestore.host}, for this check only`);

    vitest = await startRulesVitest({
      rootDir,
      env: {
        FIREBASE_EMULATOR_HUB: undefined,
        FIRESTORE_EMULATOR_HOST: firestore.host,
        FIREBASE_AUTH_EMULATOR_HOST: DUMMY_AUTH_HOST,
        GCLOUD_PROJECT: projectId,
        GOOGLE_CLOUD_PROJECT: projectId,
        RULES_FILE: mutantPath,
      },
      logPath,
      timeoutMs: RUN_TIMEOUT_MS,
      abort: interrupt.signal,
    });

    // Every mutant is judged against this: the unchanged rules must pass every test.
    writeFileSync(mutantPath, source);
    const baselineStarted = performance.now();
    const baseline = await vitest.run(testFiles);
    if (!baseline.passed) {
      console.error(`The rules tests fail on the unchanged ${rulesName}; fix them first:`);
      for (const failure of baseline.failures) console.error(`  ${failure}`);
      return 1;
    }
    const baselineSeconds = (performance.now() - baselineStarted) / 1000;
    console.log(`Unchanged rules: every rules test passes (${formatDuration(baselineSeconds)})\n`);

    // Where the mutants judged so far were killed, and by what: the next ones try those first.
    const kills: EarlierKill[] = [...killsOnRecord];
    const noteKill = ({ mutant, killed, killedBy }: MutantResult) => {
      if (killed && killedBy) kills.push({ scope: mutant.scope, collections: mutant.collections, killedBy });
    };
    const digits = String(selected.length).length;
    for (const [index, mutant] of toRun.entries()) {
      if (interrupt.signal.aborted) throw interrupt.signal.reason as Error;
      const result = await runMutant(mutant, {
        source,
        mutantPath,
        firestore,
        projectId,
        testFiles,
        sourceOf,
        vitest,
        kills,
      });
      results.push(result);
      noteKill(result);
      journal.record(result);
      const counter = `[${String(earlier.size + index + 1).padStart(digits)}/${selected.length}]`;
      const status = statusOf(result, Object.hasOwn(equivalentMutants, mutant.id));
      const by = result.killed ? `  ← ${result.killedBy ?? ''}` : '';
      console.log(
        `${counter} ${status.padEnd(10)} ${formatDuration(result.seconds).padStart(5)}  ${describeMutant(mutant, rulesName)}${by}`,
      );
    }
  } catch (error) {
    if (!(error instanceof HarnessError)) throw error;
    stopped = `stopped after ${results.length} of ${selected.length} (--resume goes on from there): ${error.message}`;
  } finally {
    await vitest?.close();
    await firestore?.stop();
    rmSync(scratchDir, { recursive: true, force: true });
  }

  const complete = only.length + kinds.length === 0 && !stopped;
  const verdict = judge(results, equivalentMutants, complete ? mutants : null);
  const seconds = (performance.now() - started) / 1000;
  const partial = stopped ?? (only.length + kinds.length > 0 ? '--only' : undefined);
  console.log(
    `\n${formatReport(verdict, { rulesName, seconds, equivalents: equivalentMutants, ...(partial ? { partial } : {}) })}`,
  );
  if (stopped) return signalled ? 130 : 1;
  return failed(verdict) ? 1 : 0;
}

interface MutantContext {
  source: string;
  mutantPath: string;
  firestore: PrivateFirestore;
  projectId: string;
  testFiles: string[];
  /** A test file's text (read once), to find the files that name a mutant's collections. */
  sourceOf: (file: string) => string;
  vitest: RulesVitest;
  /** The kills so far, newest last. */
  kills: readonly EarlierKill[];
}

/**
 * Runs the rules tests against one mutant: first the tests that killed the latest mutants of its
 * scope (suspectsOf), then every file, one at a time, likeliest killer first (rankTestFiles),
 * until one fails. A failure counts as a kill only once the failing test passes on the unchanged
 * rules; if it fails there too, the mutant is tried once more (a flaky test), then reported as
 * unconfirmed.
 */
async function runMutant(mutant: Mutant, context: MutantContext): Promise<MutantResult> {
  const started = performance.now();
  const mutated = applyMutant(context.source, mutant);
  // A mutant that does not compile would be "killed" by every test: that is a bug of this tool.
  const problem = await compileProblem(context.firestore.host, `${context.projectId}-mutation-check`, mutated);
  if (problem) throw new HarnessError(`the mutant "${mutant.id}" does not compile: ${problem}`);

  let killedBy: string | undefined;
  for (let attempt = 1; attempt <= 2; attempt++) {
    const outcome = await runAgainst(mutated, mutant, context);
    const seconds = () => (performance.now() - started) / 1000;
    if (outcome.passed) return { mutant, killed: false, seconds: seconds() };
    killedBy = outcome.failures[0];
    const culprit = outcome.failedTests[0];
    if (culprit && (await passesOnOriginal(culprit, context))) {
      return { mutant, killed: true, seconds: seconds(), ...(killedBy ? { killedBy } : {}) };
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return { mutant, killed: false, unconfirmed: true, seconds, ...(killedBy ? { killedBy } : {}) };
}

async function runAgainst(mutated: string, mutant: Mutant, context: MutantContext): Promise<TestRun> {
  writeFileSync(context.mutantPath, mutated);
  const suspects = suspectsOf(mutant, context.kills);
  if (suspects.length > 0) {
    const outcome = await context.vitest.runTests(suspects);
    if (!outcome.passed) return outcome;
  }
  const ordered = orderTestFiles(mutant.collections, context.testFiles, context.sourceOf);
  let outcome: TestRun = { passed: true, failures: [], failedTests: [], passedCount: 0 };
  for (const file of rankTestFiles(mutant, ordered, context.kills)) {
    outcome = await context.vitest.run([file]);
    if (!outcome.passed) break;
  }
  return outcome;
}

/** Whether one test passes when run alone on the unchanged rules. */
async function passesOnOriginal(test: FailedTest, context: MutantContext): Promise<boolean> {
  writeFileSync(context.mutantPath, context.source);
  return context.vitest.passesAlone(test);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof LauncherError ? error.message : error);
    process.exit(1);
  },
);
