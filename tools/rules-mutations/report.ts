import type { Mutant } from './mutants.ts';

export interface MutantResult {
  mutant: Mutant;
  killed: boolean;
  /** The first test that failed on the mutant, when it was killed. */
  killedBy?: string;
  /**
   * The test that failed on the mutant also failed when run again on the unchanged rules (twice):
   * it proves nothing about the mutant, so the mutant is not counted as killed.
   */
  unconfirmed?: boolean;
  seconds: number;
}

export interface Verdict {
  killed: MutantResult[];
  /** Not declared equivalent, and no test fails on them: the check fails. */
  survived: MutantResult[];
  /** Declared equivalent, and indeed no test fails on them. */
  equivalent: MutantResult[];
  /** Declared equivalent, yet a test kills them: the declaration is wrong, the check fails. */
  wronglyEquivalent: MutantResult[];
  /** Their killing test fails on the unchanged rules too (a flaky or broken test): the check fails. */
  unconfirmed: MutantResult[];
  /** Ids of the equivalent list that name no mutant of the rules (only when every mutant ran). */
  unknownEquivalents: string[];
}

export function judge(
  results: MutantResult[],
  equivalents: Readonly<Record<string, string>>,
  allMutants: Mutant[] | null,
): Verdict {
  const declared = (result: MutantResult) => Object.hasOwn(equivalents, result.mutant.id);
  const ids = new Set(allMutants?.map((mutant) => mutant.id));
  return {
    killed: results.filter((result) => result.killed && !declared(result)),
    survived: results.filter((result) => !result.killed && !result.unconfirmed && !declared(result)),
    equivalent: results.filter((result) => !result.killed && !result.unconfirmed && declared(result)),
    unconfirmed: results.filter((result) => result.unconfirmed === true),
    wronglyEquivalent: results.filter((result) => result.killed && declared(result)),
    unknownEquivalents: allMutants ? Object.keys(equivalents).filter((id) => !ids.has(id)) : [],
  };
}

export function failed(verdict: Verdict): boolean {
  return (
    verdict.survived.length +
      verdict.wronglyEquivalent.length +
      verdict.unconfirmed.length +
      verdict.unknownEquivalents.length >
    0
  );
}

/** The word of a progress line; the ones that fail the check in capitals. */
export function statusOf(result: MutantResult, declaredEquivalent: boolean): string {
  if (result.unconfirmed) return 'UNCONFIRMED';
  if (result.killed) return declaredEquivalent ? 'KILLED, though declared equivalent' : 'killed';
  return declaredEquivalent ? 'equivalent' : 'SURVIVED';
}

export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  return `${minutes} min ${String(whole % 60).padStart(2, '0')} s`;
}

/** `firestore.rules:38  data.email is string → true   (function initialProfile)` */
export function describeMutant(mutant: Mutant, rulesName: string): string {
  return `${rulesName}:${mutant.line}  ${mutant.original}  →  ${mutant.replacement}   (${mutant.scope})`;
}

/** The summary printed at the end of a run: the counts, then every mutant that needs a look. */
export function formatReport(
  verdict: Verdict,
  options: {
    rulesName: string;
    seconds: number;
    equivalents: Readonly<Record<string, string>>;
    /** Why only some mutants ran (`--only`, an interruption), if so. */
    partial?: string;
  },
): string {
  const total =
    verdict.killed.length +
    verdict.survived.length +
    verdict.equivalent.length +
    verdict.wronglyEquivalent.length +
    verdict.unconfirmed.length;
  const rows: [string, number][] = [
    ['total', total],
    ['killed', verdict.killed.length],
    ['survived', verdict.survived.length],
    ['equivalent', verdict.equivalent.length],
  ];
  if (verdict.wronglyEquivalent.length > 0)
    rows.push(['killed, but declared equivalent', verdict.wronglyEquivalent.length]);
  if (verdict.unconfirmed.length > 0) rows.push(['kill not confirmed', verdict.unconfirmed.length]);
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const lines = [
    `Mutation check of ${options.rulesName}${options.partial ? ` (${options.partial})` : ''}, ${formatDuration(options.seconds)}`,
    ...rows.map(([label, count]) => `  ${label.padEnd(width)}${String(count).padStart(5)}`),
  ];
  const section = (title: string, results: MutantResult[], detail: (result: MutantResult) => string[]) => {
    if (results.length === 0) return;
    lines.push('', title);
    for (const result of results) {
      lines.push(
        `  ${describeMutant(result.mutant, options.rulesName)}`,
        ...detail(result).map((line) => `      ${line}`),
      );
    }
  };
  section('Survived: no rules test fails on these mutants (add a test that does):', verdict.survived, (result) => [
    `id: ${result.mutant.id}`,
  ]);
  section(
    'Declared equivalent, yet a test kills them (take them off tools/rules-mutations/equivalent.ts):',
    verdict.wronglyEquivalent,
    (result) => [`killed by ${result.killedBy ?? 'a failing test'}`],
  );
  section(
    'Not confirmed: the test that failed on these mutants fails on the unchanged rules too (fix that test):',
    verdict.unconfirmed,
    (result) => [`failed: ${result.killedBy ?? 'a test'}`],
  );
  section('Equivalent (tools/rules-mutations/equivalent.ts):', verdict.equivalent, (result) => [
    options.equivalents[result.mutant.id] ?? '',
  ]);
  if (verdict.unknownEquivalents.length > 0) {
    lines.push('', 'In tools/rules-mutations/equivalent.ts but no mutant has this id (take it off, or fix the id):');
    for (const id of verdict.unknownEquivalents) lines.push(`  ${id}`);
  }
  return lines.join('\n');
}
