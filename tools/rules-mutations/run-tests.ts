import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where the rules tests live (the `rules` project of vitest.config.ts includes tests/rules/**\/*.test.ts). */
const RULES_TESTS_DIR = join('tests', 'rules');

/** The rules test files, relative to the root, sorted. */
export function listRulesTestFiles(rootDir: string): string[] {
  const dir = join(rootDir, RULES_TESTS_DIR);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => join(RULES_TESTS_DIR, name))
    .sort();
}

/** `contactMessages` → `contact-messages`: the test files are named after the collection they cover. */
export const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Splits the test files into those of the given collections, run first because they are the
 * likeliest to kill the mutant, and the rest. A file is a collection's when it is named after it
 * (`tests/rules/<collection>.test.ts`) or, given `sourceOf`, when its text names a path in it
 * (`'mailPreferences/voice'`, `` `users/${uid}/notifications` ``) or its constant
 * (`COLLECTIONS.mailPreferences`): several collections share a file (member-mail.test.ts). Both
 * groups together are always the whole rules suite: a mutant survives only if every rules test passes.
 */
export function orderTestFiles(
  collections: string[],
  all: string[],
  sourceOf?: (file: string) => string,
): { first: string[]; rest: string[] } {
  const names = new Set(collections.map((collection) => `${kebabCase(collection)}.test.ts`));
  const mentions = collections.map(
    (collection) => new RegExp(`['"\`/]${collection}/|\\bCOLLECTIONS\\.${collection}\\b`),
  );
  const isOf = (file: string) =>
    names.has(file.split('/').at(-1) ?? '') ||
    (sourceOf !== undefined && mentions.some((mention) => mention.test(sourceOf(file))));
  const first = all.filter(isOf);
  return { first, rest: all.filter((file) => !first.includes(file)) };
}

/** What the mutants judged before say about a new one: where each was and what killed it. */
export interface EarlierKill {
  scope: string;
  collections: string[];
  /** The first failure that killed it (`tests/rules/x.test.ts > suite > test`). */
  killedBy: string;
}

/**
 * The order in which a mutant's test files run, one at a time until one fails: first those that
 * killed most of the mutants of its scope (a function or a rule: mutants come in source order, and
 * one scope's are mostly killed by the same file), then the files of its collections
 * (orderTestFiles), each group by how many mutants of those collections it killed, then of any.
 * Always every file, once.
 */
export function rankTestFiles(
  mutant: { scope: string; collections: string[] },
  ordered: { first: string[]; rest: string[] },
  earlier: readonly EarlierKill[],
): string[] {
  const counts = (kills: readonly EarlierKill[]) => {
    const byFile = new Map<string, number>();
    for (const kill of kills) {
      const file = killerFileOf(kill.killedBy);
      if (file) byFile.set(file, (byFile.get(file) ?? 0) + 1);
    }
    return (file: string) => byFile.get(file) ?? 0;
  };
  const ofScope = counts(earlier.filter((kill) => kill.scope === mutant.scope));
  const ofCollections = counts(earlier.filter((kill) => kill.collections.some((c) => mutant.collections.includes(c))));
  const ofAny = counts(earlier);
  const first = new Set(ordered.first);
  const key = (file: string) => [ofScope(file), first.has(file) ? 1 : 0, ofCollections(file), ofAny(file)];
  const files = [...ordered.first, ...ordered.rest];
  return files
    .map((file, index) => ({ file, index, key: key(file) }))
    .sort((a, b) => {
      const differing = a.key.findIndex((value, at) => value !== b.key[at]);
      return differing === -1 ? a.index - b.index : (b.key[differing] ?? 0) - (a.key[differing] ?? 0);
    })
    .map(({ file }) => file);
}

/** How many of the tests that killed the scope's latest mutants are tried alone first. */
const SUSPECTS = 6;

/**
 * The tests that killed the latest mutants of the same scope, newest first, each once: run before
 * any whole file, as they kill most of its next mutants in a fraction of a file's time.
 */
export function suspectsOf(
  mutant: { scope: string },
  earlier: readonly EarlierKill[],
): { file: string; name: string }[] {
  const suspects = new Map<string, { file: string; name: string }>();
  for (const kill of [...earlier].reverse()) {
    if (kill.scope !== mutant.scope || suspects.size >= SUSPECTS) continue;
    const file = killerFileOf(kill.killedBy);
    const name = kill.killedBy.slice((file?.length ?? 0) + ' > '.length);
    if (file && kill.killedBy.startsWith(`${file} > `)) suspects.set(kill.killedBy, { file, name });
  }
  return [...suspects.values()];
}

/**
 * A pattern (Vitest's test name filter) that matches any of the given full names. Vitest joins a
 * test's suites and title with ' > '; the journal's earlier kills joined them with a space (from
 * the JSON reporter), so a space also matches ' > '.
 */
export function namesPattern(names: string[]): RegExp {
  const exact = (name: string) =>
    name
      .split(' > ')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(' ', '(?: > | )'))
      .join(' > ');
  return new RegExp(`^(?:${names.map(exact).join('|')})$`);
}

/** The test file of a kill, from its first failure (`tests/rules/x.test.ts > …` or `…: message`). */
export function killerFileOf(killedBy: string | undefined): string | undefined {
  return killedBy?.match(/^(\S+?\.test\.ts)(?: > |: )/)?.[1];
}

/** The run could not say whether the tests pass (a time-out, an error outside any test). Never counted as a kill. */
export class HarnessError extends Error {
  override readonly name = 'HarnessError';
}
