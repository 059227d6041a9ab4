/**
 * Mutants that no test can kill because they allow and deny exactly what the real rules do, keyed
 * by the mutant's id (see Mutant.id; `npm run test:rules-mutations -- --list` prints them all), each
 * with the reason. The check still runs them: one that a test kills is not equivalent, and the run
 * fails until it is taken off this list; so does an id that no longer names a mutant.
 */
export const equivalentMutants: Readonly<Record<string, string>> = {};
