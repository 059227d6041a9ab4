/**
 * The results of a run, one line per judged mutant, so that a run cut short (Ctrl-C, a reboot, the
 * end of a working day) can go on where it stopped: a full run takes hours on two cores. A line
 * counts only for the rules and tests it was judged on: each carries their fingerprint.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Mutant } from './mutants.ts';
import type { MutantResult } from './report.ts';

/** What decides a mutant's fate: the rules, the rules tests and the shared model and fixtures they import. */
const FINGERPRINTED = ['firestore.rules', join('tests', 'rules'), 'shared'];

/** A hash of every file that can change a mutant's verdict, by path and content. */
export function fingerprintOf(rootDir: string): string {
  const hash = createHash('sha256');
  for (const entry of FINGERPRINTED) {
    const path = join(rootDir, entry);
    const files = statSync(path).isDirectory() ? listFiles(path, entry) : [entry];
    for (const file of files)
      hash
        .update(`${file}\0`)
        .update(readFileSync(join(rootDir, file)))
        .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

function listFiles(dir: string, relativeTo: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(relativeTo, entry.parentPath.slice(dir.length), entry.name))
    .sort();
}

interface JournalLine {
  fingerprint: string;
  id: string;
  killed: boolean;
  killedBy?: string;
  unconfirmed?: boolean;
  seconds: number;
}

export class Journal {
  constructor(
    readonly path: string,
    readonly fingerprint: string,
  ) {}

  /** Starts an empty journal: a run that does not resume forgets the earlier one. */
  reset(): void {
    mkdirSync(dirname(this.path), { recursive: true });
    writeFileSync(this.path, '');
  }

  /**
   * The results judged on this fingerprint, for the mutants that still exist. An unconfirmed kill
   * is left out, to be tried again: its test failed on the unchanged rules too, which a busy or
   * paused machine can cause.
   */
  earlierResults(mutants: Mutant[]): Map<string, MutantResult> {
    const results = new Map<string, MutantResult>();
    if (!existsSync(this.path)) return results;
    const byId = new Map(mutants.map((mutant) => [mutant.id, mutant]));
    for (const text of readFileSync(this.path, 'utf8').split('\n')) {
      const line = parseLine(text);
      const mutant = line && line.fingerprint === this.fingerprint ? byId.get(line.id) : undefined;
      if (!line || !mutant || line.unconfirmed) continue;
      results.set(mutant.id, {
        mutant,
        killed: line.killed,
        seconds: line.seconds,
        ...(line.killedBy === undefined ? {} : { killedBy: line.killedBy }),
      });
    }
    return results;
  }

  record(result: MutantResult): void {
    const line: JournalLine = {
      fingerprint: this.fingerprint,
      id: result.mutant.id,
      killed: result.killed,
      seconds: Math.round(result.seconds * 10) / 10,
      ...(result.killedBy === undefined ? {} : { killedBy: result.killedBy }),
      ...(result.unconfirmed ? { unconfirmed: true } : {}),
    };
    mkdirSync(dirname(this.path), { recursive: true });
    appendFileSync(this.path, `${JSON.stringify(line)}\n`);
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
