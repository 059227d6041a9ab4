/**
 * npm run test:emulated (inside `emulators:exec`): the rules tests beside the web and functions
 * tests, in two Vitest runs at once. One run cannot do it: Vitest puts the files of an isolated
 * project that runs one file at a time, as `rules` does, in a group of their own after every
 * other, one by one. The rules tests use a Firestore project of their own (tests/rules/rules-env.ts),
 * so neither run clears the other's data.
 *
 * The web and functions run prints as it goes; the rules run's output is held and printed after
 * it, so the two reports do not interleave. Exits with the first failing run's code.
 */
import { runCommand } from './run-command.ts';

const vitest = (projects: string[]) => `npx vitest run ${projects.map((name) => `--project ${name}`).join(' ')}`;

const [others, rules] = await Promise.all([
  runCommand(vitest(['web', 'functions'])),
  runCommand(vitest(['rules']), { held: true }),
]);
process.stdout.write(`\n── vitest run --project rules (ran beside web and functions) ──\n${rules.output}`);
process.exit([others.code, rules.code].find((code) => code !== 0) ?? 0);
