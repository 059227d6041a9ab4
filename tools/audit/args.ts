/** The audits' command-line options: `--runs N` and `--page <path>` (repeatable). */

/** `--runs N` from the command line, or the audit's default. */
export function runsWanted(argv: readonly string[], defaultRuns: number): number {
  const index = argv.indexOf('--runs');
  if (index < 0) return defaultRuns;
  const runs = Number(argv[index + 1]);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs needs a whole number of runs, got ${argv[index + 1]}`);
  return runs;
}

/** The pages named with `--page`, or the audit's own list. */
export function pagesWanted(argv: readonly string[], defaultPaths: readonly string[]): string[] {
  const named = argv.flatMap((arg, index) => (arg === '--page' && argv[index + 1] ? [argv[index + 1] as string] : []));
  return named.length > 0 ? named : [...defaultPaths];
}
