import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fingerprintsOf, Journal, type Fingerprints } from './journal.ts';
import type { Mutant } from './mutants.ts';

const mutant = (id: string): Mutant => ({
  id,
  scope: 'function f',
  operator: 'and-operand',
  line: 1,
  original: 'a',
  replacement: 'true',
  edit: { start: 0, end: 1, text: 'true' },
  collections: [],
});

/** A project with the files a fingerprint reads: the rules, a rules test, a shared module. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'voa-journal-'));
  mkdirSync(join(root, 'tests', 'rules', 'helpers'), { recursive: true });
  mkdirSync(join(root, 'shared', 'model'), { recursive: true });
  writeFileSync(join(root, 'firestore.rules'), 'rules_version = "2";');
  writeFileSync(join(root, 'tests', 'rules', 'a.test.ts'), 'test a');
  writeFileSync(join(root, 'tests', 'rules', 'helpers', 'actors.ts'), 'actors');
  writeFileSync(join(root, 'shared', 'model', 'limits.ts'), 'limits');
  return root;
}

describe('fingerprintsOf: all', () => {
  it('is the same for the same files, and changes with the rules, a test, a nested helper or the shared model', () => {
    const root = project();
    const first = fingerprintsOf(root).all;
    expect(fingerprintsOf(root).all).toBe(first);
    const seen = new Set([first]);
    for (const file of [
      'firestore.rules',
      'tests/rules/a.test.ts',
      'tests/rules/helpers/actors.ts',
      'shared/model/limits.ts',
    ]) {
      appendFileSync(join(root, file), ' changed');
      const next = fingerprintsOf(root).all;
      expect(seen.has(next), file).toBe(false);
      seen.add(next);
    }
  });

  it('changes when a file is renamed, not only edited', () => {
    const root = project();
    const before = fingerprintsOf(root).all;
    writeFileSync(join(root, 'tests', 'rules', 'b.test.ts'), readFileSync(join(root, 'tests', 'rules', 'a.test.ts')));
    writeFileSync(join(root, 'tests', 'rules', 'a.test.ts'), '');
    expect(fingerprintsOf(root).all).not.toBe(before);
  });
});

describe('fingerprintsOf: base and test files', () => {
  it('keeps the base and the other tests’ hashes when one test changes, and changes the base with a helper', () => {
    const root = project();
    writeFileSync(join(root, 'tests', 'rules', 'b.test.ts'), 'test b');
    const before = fingerprintsOf(root);
    expect([...before.testFiles.keys()]).toEqual(['tests/rules/a.test.ts', 'tests/rules/b.test.ts']);

    appendFileSync(join(root, 'tests', 'rules', 'a.test.ts'), ' and a new test');
    const afterTest = fingerprintsOf(root);
    expect(afterTest.all).not.toBe(before.all);
    expect(afterTest.base).toBe(before.base);
    expect(afterTest.testFiles.get('tests/rules/a.test.ts')).not.toBe(before.testFiles.get('tests/rules/a.test.ts'));
    expect(afterTest.testFiles.get('tests/rules/b.test.ts')).toBe(before.testFiles.get('tests/rules/b.test.ts'));

    appendFileSync(join(root, 'tests', 'rules', 'helpers', 'actors.ts'), ' changed');
    expect(fingerprintsOf(root).base).not.toBe(before.base);
  });
});

/** Fingerprints as fingerprintsOf gives them, for two test files. */
const prints = (all: string, base = 'base', a = 'a1', b = 'b1'): Fingerprints => ({
  all,
  base,
  testFiles: new Map([
    ['tests/rules/a.test.ts', a],
    ['tests/rules/b.test.ts', b],
  ]),
});

describe('Journal', () => {
  const path = () => join(mkdtempSync(join(tmpdir(), 'voa-journal-')), 'nested', 'journal.jsonl');

  it('gives back what it recorded on the same fingerprint: killed, by which test, survived; not an unconfirmed kill', () => {
    const journal = new Journal(path(), prints('abc'));
    journal.reset();
    journal.record({ mutant: mutant('m1'), killed: true, killedBy: 'tests/rules/a.test.ts > x', seconds: 6.04 });
    journal.record({ mutant: mutant('m2'), killed: false, unconfirmed: true, killedBy: 'flaky', seconds: 9 });
    journal.record({ mutant: mutant('m3'), killed: false, seconds: 180 });

    const results = journal.earlierResults([mutant('m1'), mutant('m2'), mutant('m3'), mutant('m4')]);
    expect([...results.keys()]).toEqual(['m1', 'm3']);
    expect(results.get('m1')).toMatchObject({ killed: true, killedBy: 'tests/rules/a.test.ts > x', seconds: 6 });
    expect(results.get('m3')).toEqual({ mutant: mutant('m3'), killed: false, seconds: 180 });
  });

  it('ignores lines of other rules or tests, mutants that no longer exist, and a line cut short', () => {
    const file = path();
    const old = new Journal(file, prints('old', 'old base'));
    old.reset();
    old.record({ mutant: mutant('m1'), killed: true, seconds: 5 });
    const current = new Journal(file, prints('new'));
    current.record({ mutant: mutant('gone'), killed: true, seconds: 5 });
    current.record({ mutant: mutant('m2'), killed: true, seconds: 5 });
    appendFileSync(file, '{"fingerprint":"new","id":"m3","kil');

    const results = current.earlierResults([mutant('m1'), mutant('m2'), mutant('m3')]);
    expect([...results.keys()]).toEqual(['m2']);
  });

  it('tells every kill on record, on any fingerprint, oldest first, as hints of order', () => {
    const file = path();
    const old = new Journal(file, prints('old', 'old base'));
    old.reset();
    old.record({ mutant: mutant('m1'), killed: true, killedBy: 'tests/rules/a.test.ts > old', seconds: 5 });
    old.record({ mutant: mutant('m2'), killed: false, seconds: 180 });
    const current = new Journal(file, prints('new'));
    current.record({ mutant: mutant('gone'), killed: true, killedBy: 'tests/rules/b.test.ts > gone', seconds: 5 });
    current.record({ mutant: mutant('m3'), killed: true, killedBy: 'tests/rules/b.test.ts > new', seconds: 5 });

    expect(current.killsOnRecord([mutant('m1'), mutant('m2'), mutant('m3')])).toEqual([
      { scope: 'function f', collections: [], killedBy: 'tests/rules/a.test.ts > old' },
      { scope: 'function f', collections: [], killedBy: 'tests/rules/b.test.ts > new' },
    ]);
    expect(new Journal(path(), prints('new')).killsOnRecord([mutant('m1')])).toEqual([]);
  });

  it('keeps a kill while the base and its killing file are the same, and drops a survivor when any test changes', () => {
    const file = path();
    const judged = new Journal(file, prints('before'));
    judged.reset();
    judged.record({ mutant: mutant('by-a'), killed: true, killedBy: 'tests/rules/a.test.ts > x', seconds: 5 });
    judged.record({ mutant: mutant('by-b'), killed: true, killedBy: 'tests/rules/b.test.ts > y', seconds: 5 });
    judged.record({ mutant: mutant('survivor'), killed: false, seconds: 200 });
    const all = [mutant('by-a'), mutant('by-b'), mutant('survivor')];

    // A test added to b.test.ts: a's kill holds; b's and the survivor are judged again.
    expect([...new Journal(file, prints('after', 'base', 'a1', 'b2')).earlierResults(all).keys()]).toEqual(['by-a']);
    // A helper changed (the base): nothing holds but on the same `all`.
    expect(new Journal(file, prints('after', 'other base')).earlierResults(all).size).toBe(0);
  });

  it('rewrites what holds on today’s fingerprints, so that old lines outlive a later test, and keeps the rest', () => {
    const file = path();
    mkdirSync(join(file, '..'), { recursive: true });
    // A line as written before kills carried a base: it holds on its `all` alone.
    writeFileSync(
      file,
      [
        '{"fingerprint":"now","id":"m1","killed":true,"killedBy":"tests/rules/a.test.ts > x","seconds":5}',
        '{"fingerprint":"stale","id":"m2","killed":true,"killedBy":"tests/rules/a.test.ts > x","seconds":5}',
        '',
      ].join('\n'),
    );
    const today = new Journal(file, prints('now'));
    today.rewrite(today.earlierResults([mutant('m1'), mutant('m2')]).values());
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(2);
    // b.test.ts gains a test: m1, killed by a.test.ts, still holds.
    const tomorrow = new Journal(file, prints('tomorrow', 'base', 'a1', 'b2'));
    expect([...tomorrow.earlierResults([mutant('m1'), mutant('m2')]).keys()]).toEqual(['m1']);
    // What did not hold is kept as it was: back on its fingerprint, it counts again.
    tomorrow.rewrite(tomorrow.earlierResults([mutant('m1'), mutant('m2')]).values());
    const back = new Journal(file, prints('stale'));
    expect([...back.earlierResults([mutant('m1'), mutant('m2')]).keys()].sort()).toEqual(['m1', 'm2']);
  });

  it('forgets everything on reset, and reads nothing when there is no journal yet', () => {
    const journal = new Journal(path(), prints('abc'));
    expect(journal.earlierResults([mutant('m1')]).size).toBe(0);
    journal.reset();
    journal.record({ mutant: mutant('m1'), killed: true, seconds: 5 });
    journal.reset();
    expect(journal.earlierResults([mutant('m1')]).size).toBe(0);
  });
});
