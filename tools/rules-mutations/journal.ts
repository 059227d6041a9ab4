/**
 * The results of a run, one line per judged mutant, so that a run cut short (Ctrl-C, a reboot, the
 * end of a working day) can go on where it stopped: a full run takes hours on two cores. A line
 * counts only while what it was judged on holds: each carries fingerprints (see Fingerprints).
 */
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type { Mutant } from './mutants.ts';
import type { MutantResult } from './report.ts';
import { killerFileOf, type EarlierKill } from './run-tests.ts';

/** What decides a mutant's fate: the rules, the rules tests and the shared model and fixtures they import. */
const FINGERPRINTED = ['firestore.rules', join('tests', 'rules'), 'shared'];
const isTestFile = (file: string) => file.endsWith('.test.ts');

/**
 * What a journal line is judged against. A survivor counts only on the same `all`: any new or
 * changed test may kill it. A kill also counts while `base` and the file that killed it are the
 * same: that file fails on the mutant as it did, whatever happens to the other tests. So a test
 * added for a survivor does not send hours of kills back to be judged again.
 */
export interface Fingerprints {
  /** Every file that can change a verdict, by path and content. */
  all: string;
  /** The same without the rules test files: the rules, the shared model, the tests' helpers. */
  base: string;
  /** Each rules test file's hash, by its path from the root. */
  testFiles: ReadonlyMap<string, string>;
}

export function fingerprintsOf(rootDir: string): Fingerprints {
  const all = createHash('sha256');
  const base = createHash('sha256');
  const testFiles = new Map<string, string>();
  for (const entry of FINGERPRINTED) {
    const path = join(rootDir, entry);
    const files = statSync(path).isDirectory() ? listFiles(path, entry) : [entry];
    for (const file of files) {
      const content = readFileSync(join(rootDir, file));
      all.update(`${file}\0`).update(content).update('\0');
      if (!isTestFile(file)) base.update(`${file}\0`).update(content).update('\0');
      else testFiles.set(file, createHash('sha256').update(content).digest('hex').slice(0, 16));
    }
  }
  return { all: all.digest('hex').slice(0, 16), base: base.digest('hex').slice(0, 16), testFiles };
}

function listFiles(dir: string, relativeTo: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(relativeTo, entry.parentPath.slice(dir.length), entry.name))
    .sort();
}

interface JournalLine {
  fingerprint: string;
  /** Set on a kill (lines written before 2026-11-29 have neither). */
  base?: string;
  /** The hash of the file that killed the mutant, when it was written. */
  killerHash?: string;
  id: string;
  killed: boolean;
  killedBy?: string;
  unconfirmed?: boolean;
  seconds: number;
}

export class Journal {
  constructor(
    readonly path: string,
    readonly fingerprints: Fingerprints,
  ) {}

  /** Starts an empty journal: a run that does not resume forgets the earlier one. */
  reset(): void {
    mkdirSync(dirname(this.path), { recursive: true });
    writeFileSync(this.path, '');
  }

  /**
   * The results that still hold (see Fingerprints), for the mutants that still exist. An
   * unconfirmed kill is left out, to be tried again: its test failed on the unchanged rules too,
   * which a busy or paused machine can cause.
   */
  earlierResults(mutants: Mutant[]): Map<string, MutantResult> {
    const results = new Map<string, MutantResult>();
    if (!existsSync(this.path)) return results;
    const byId = new Map(mutants.map((mutant) => [mutant.id, mutant]));
    for (const text of readFileSync(this.path, 'utf8').split('\n')) {
      const line = parseLine(text);
      const mutant = line && this.holds(line) ? byId.get(line.id) : undefined;
      if (!line || !mutant) continue;
      results.set(mutant.id, {
        mutant,
        killed: line.killed,
        seconds: line.seconds,
        ...(line.killedBy === undefined ? {} : { killedBy: line.killedBy }),
      });
    }
    return results;
  }

  /**
   * Every kill on record, on any rules and tests, oldest first: what killed a mutant before is the
   * likeliest to kill it again, so a run tries those tests first (suspectsOf, rankTestFiles). A hint
   * of order only: the kill itself is judged anew.
   */
  killsOnRecord(mutants: Mutant[]): EarlierKill[] {
    if (!existsSync(this.path)) return [];
    const byId = new Map(mutants.map((mutant) => [mutant.id, mutant]));
    return readFileSync(this.path, 'utf8')
      .split('\n')
      .flatMap((text) => {
        const line = parseLine(text);
        const mutant = line?.killed ? byId.get(line.id) : undefined;
        if (!mutant || !line?.killedBy) return [];
        return [{ scope: mutant.scope, collections: mutant.collections, killedBy: line.killedBy }];
      });
  }

  /**
   * Writes the journal again: these results (the ones that hold) on today's fingerprints, and
   * every other line as it was, so that undoing an edit finds its results again (through a new file).
   */
  rewrite(results: Iterable<MutantResult>): void {
    const held = [...results];
    const heldIds = new Set(held.map((result) => result.mutant.id));
    const others = existsSync(this.path)
      ? readFileSync(this.path, 'utf8')
          .split('\n')
          .filter((text) => {
            const line = parseLine(text);
            return line !== undefined && !heldIds.has(line.id);
          })
      : [];
    const lines = [...others, ...held.map((result) => JSON.stringify(this.lineOf(result)))];
    mkdirSync(dirname(this.path), { recursive: true });
    writeFileSync(`${this.path}.new`, lines.map((line) => `${line}\n`).join(''));
    renameSync(`${this.path}.new`, this.path);
  }

  record(result: MutantResult): void {
    mkdirSync(dirname(this.path), { recursive: true });
    appendFileSync(this.path, `${JSON.stringify(this.lineOf(result))}\n`);
  }

  private holds(line: JournalLine): boolean {
    if (line.unconfirmed) return false;
    if (line.fingerprint === this.fingerprints.all) return true;
    const killer = line.killed ? killerFileOf(line.killedBy) : undefined;
    return (
      killer !== undefined &&
      line.base === this.fingerprints.base &&
      line.killerHash !== undefined &&
      line.killerHash === this.fingerprints.testFiles.get(killer)
    );
  }

  private lineOf(result: MutantResult): JournalLine {
    const killer = result.killed ? killerFileOf(result.killedBy) : undefined;
    const killerHash = killer ? this.fingerprints.testFiles.get(killer) : undefined;
    return {
      fingerprint: this.fingerprints.all,
      ...(killerHash ? { base: this.fingerprints.base, killerHash } : {}),
      id: result.mutant.id,
      killed: result.killed,
      seconds: Math.round(result.seconds * 10) / 10,
      ...(result.killedBy === undefined ? {} : { killedBy: result.killedBy }),
      ...(result.unconfirmed ? { unconfirmed: true } : {}),
    };
  }
}

/** A line cut short by a kill mid-write is skipped, not an error. */
function parseLine(text: string): JournalLine | undefined {
  if (text.trim() === '') return undefined;
  try {
    const line = JSON.parse(text) as Partial<JournalLine>;
    if (typeof line.fingerprint !== 'string' || typeof line.id !== 'string' || typeof line.killed !== 'boolean') {
      return undefined;
    }
    return { seconds: 0, ...line } as JournalLine;
  } catch {
    return undefined;
  }
}
