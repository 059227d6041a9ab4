/**
 * The unit tier (decision 0116): a test of web/, functions/, shared/ or tools/ is a unit test unless
 * its imports reach the emulator helpers or it starts a program. vitest.config.ts runs the unit
 * tests in the `unit` and `unit-web` projects and leaves the others where they were.
 */
import { globSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The module that reads a running suite's addresses: every emulator helper is built on it. */
export const EMULATOR_ADDRESSES = 'shared/testing/emulators.ts';

/** The tiered tests: the code's own (tests/ holds the rules, trigger and browser tests, all emulated). */
const TIERED = ['web/src', 'web/scripts', 'functions/src', 'shared', 'tools'].map((dir) => `${dir}/**/*.test.{ts,tsx}`);

/** The aliases of package.json#imports and the web's `@/`. */
const ALIASES: [prefix: string, dir: string][] = [
  ['@/', 'web/src/'],
  ['#shared/', 'shared/'],
  ['#tools/', 'tools/'],
  ['#web/', 'web/'],
  ['#functions/', 'functions/'],
];

/** What a module imports, statically or with import(), as TypeScript reads it (text in a string is not an import). */
const importsOf = (source: string) =>
  ts.preProcessFile(source, true, true).importedFiles.map((imported) => imported.fileName);

const isSourceFile = (path: string) =>
  /\.(ts|tsx|js|mjs)$/.test(path) && statSync(path, { throwIfNoEntry: false })?.isFile();

/** The repository module an import names, or null for a package, a built-in or an asset. */
function resolveImport(from: string, specifier: string, root: string): string | null {
  const bare = specifier.replace(/\?.*$/, '');
  const alias = ALIASES.find(([prefix]) => bare.startsWith(prefix));
  if (!alias && !bare.startsWith('.')) return null;
  const base = alias ? join(root, alias[1], bare.slice(alias[0].length)) : resolve(dirname(from), bare);
  const stems = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx')];
  const candidates = stems.flatMap((stem) => [stem, `${stem}.ts`, `${stem}.tsx`, join(stem, 'index.ts')]);
  return candidates.find(isSourceFile) ?? null;
}

/** The launcher's and the rules check's functions that start an emulator. */
const EMULATOR_STARTERS = new Set(['startSuite', 'startPrivateFirestore']);

/** A test that starts a program itself: it imports child_process or a function that starts an emulator. */
export function startsProgram(source: string): boolean {
  const file = ts.createSourceFile('test.ts', source, ts.ScriptTarget.Latest);
  return file.statements.some((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return false;
    if (statement.moduleSpecifier.text.replace(/^node:/, '') === 'child_process') return true;
    const bindings = statement.importClause?.namedBindings;
    return (
      !!bindings &&
      ts.isNamedImports(bindings) &&
      bindings.elements.some((name) => EMULATOR_STARTERS.has(name.name.text))
    );
  });
}

export interface TestTiers {
  /** Test files (relative to the root, sorted) that need nothing running: `npm run test:unit`. */
  unit: string[];
  /** The others, each with what it needs: the import chain to the emulator helpers, or the program it starts. */
  others: Map<string, string>;
}

/** Sorts the code's test files into the two tiers by their imports. */
export function tiersOfTests(root = repoRoot): TestTiers {
  const files = TIERED.flatMap((pattern) => globSync(pattern, { cwd: root, exclude: ['**/node_modules/**'] })).sort();
  const target = join(root, EMULATOR_ADDRESSES);
  // Every module the tests reach, and who imports it.
  const importers = new Map<string, string[]>();
  const pending = files.map((file) => join(root, file));
  const read = new Set(pending);
  for (let path = pending.pop(); path; path = pending.pop()) {
    for (const specifier of importsOf(readFileSync(path, 'utf8'))) {
      const module = resolveImport(path, specifier, root);
      if (!module) continue;
      importers.set(module, [...(importers.get(module) ?? []), path]);
      if (read.has(module)) continue;
      read.add(module);
      pending.push(module);
    }
  }
  // Back from the target: each module that reaches it, with its next step on the shortest way there.
  const nextStep = new Map<string, string | null>([[target, null]]);
  for (const queue = [target]; queue.length > 0;) {
    const module = queue.shift() as string;
    for (const importer of importers.get(module) ?? []) {
      if (nextStep.has(importer)) continue;
      nextStep.set(importer, module);
      queue.push(importer);
    }
  }
  const chainFrom = (path: string) => {
    const chain: string[] = [];
    for (let step: string | null | undefined = path; step; step = nextStep.get(step)) chain.push(relative(root, step));
    return chain;
  };

  const unit: string[] = [];
  const others = new Map<string, string>();
  for (const file of files) {
    const path = join(root, file);
    if (nextStep.has(path)) others.set(file, `imports the emulator helpers: ${chainFrom(path).join(' → ')}`);
    else if (startsProgram(readFileSync(path, 'utf8'))) others.set(file, 'starts a program');
    else unit.push(file);
  }
  return { unit, others };
}
