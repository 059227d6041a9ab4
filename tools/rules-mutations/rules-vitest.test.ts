import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../emulators/config.ts';
import { startPrivateFirestore, type PrivateFirestore } from './emulator.ts';
import { startRulesVitest, type RulesVitest } from './rules-vitest.ts';

const STATS_TESTS = 'tests/rules/stats.test.ts';
const original = readFileSync(join(repoRoot, 'firestore.rules'), 'utf8');
/** A mutant that lets everyone read every stats document, which stats.test.ts's second test refuses. */
const everyStatReadable = original.replace("allow get: if id == 'postTags';", 'allow get: if true;');

describe('the rules tests in one Vitest kept up for the whole mutation check', () => {
  let firestore: PrivateFirestore;
  let vitest: RulesVitest;
  const scratchDir = mkdtempSync(join(tmpdir(), 'voa-rules-vitest-'));
  const rulesFile = join(scratchDir, 'firestore.rules');
  const logPath = join(scratchDir, 'vitest.log');
  const abort = new AbortController();
  const rulesFileBefore = process.env.RULES_FILE;

  beforeAll(async () => {
    firestore = await startPrivateFirestore(repoRoot, 'demo-rules-vitest');
    vitest = await startRulesVitest({
      rootDir: repoRoot,
      env: {
        FIRESTORE_EMULATOR_HOST: firestore.host,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
        GCLOUD_PROJECT: 'demo-rules-vitest',
        RULES_FILE: rulesFile,
      },
      logPath,
      timeoutMs: 120_000,
      abort: abort.signal,
    });
  });
  afterAll(async () => {
    await vitest?.close();
    await firestore?.stop();
    rmSync(scratchDir, { recursive: true, force: true });
  });

  it('passes every test of a file on the unchanged rules, run after run', async () => {
    expect(everyStatReadable).not.toBe(original);
    writeFileSync(rulesFile, original);
    for (let run = 0; run < 2; run++) {
      expect(await vitest.run([STATS_TESTS])).toEqual({ passed: true, failures: [], failedTests: [], passedCount: 3 });
    }
  });

  it('names the test a mutant fails, which then passes alone on the unchanged rules', async () => {
    writeFileSync(rulesFile, everyStatReadable);
    const outcome = await vitest.run([STATS_TESTS]);
    const name =
      'stats: the tags in use are everyone’s to read and no client’s to write > refuses any other stats document and a list of the collection, to everyone';
    expect(outcome).toMatchObject({ passed: false, failures: [`${STATS_TESTS} > ${name}`] });
    const [failed] = outcome.failedTests;
    expect(failed).toMatchObject({ file: STATS_TESTS, name });
    expect(readFileSync(logPath, 'utf8')).toContain(`FAIL ${STATS_TESTS} > ${name}`);
    if (!failed) return;
    // Still the mutant: the test fails alone too; on the unchanged rules it passes.
    expect(await vitest.passesAlone(failed)).toBe(false);
    writeFileSync(rulesFile, original);
    expect(await vitest.passesAlone(failed)).toBe(true);
  });

  it('runs only the tests it is given by name', async () => {
    const name =
      'stats: the tags in use are everyone’s to read and no client’s to write > lets everyone read stats/postTags';
    writeFileSync(rulesFile, everyStatReadable);
    expect(await vitest.runTests([{ file: STATS_TESTS, name }])).toMatchObject({ passed: true, passedCount: 1 });
    expect(await vitest.runTests([{ file: STATS_TESTS, name: 'no such test' }])).toMatchObject({
      passed: true,
      passedCount: 0,
    });
    writeFileSync(rulesFile, original);
  });

  it('sets the tests’ environment while it is up, and gives the old one back when closed', async () => {
    expect(process.env.RULES_FILE).toBe(rulesFile);
    await vitest.close();
    expect(process.env.RULES_FILE).toBe(rulesFileBefore);
  });
});
