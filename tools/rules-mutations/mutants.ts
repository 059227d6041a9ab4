import { children, parseRules, type AllowRule, type Expr, type ParsedRules } from './parser.ts';

/**
 * The mutants of a rules file. Each one changes a single condition, so that a test suite that lets
 * it live has no test that depends on that condition:
 * - `and-operand`: one operand of an `&&` chain becomes `true` (the clause is dropped);
 * - `or-operand`: one operand of an `||` chain becomes `false` (the alternative is dropped);
 * - `whole-condition`: an allow's whole condition becomes `true` (the rule grants everyone);
 * - `comparison`: `==` and `!=` swap, `<` and `<=` (`>` and `>=`) swap (an off-by-one boundary).
 * They are made in every allow condition, every function body and every `let` binding, at any depth.
 */

export type MutationOperator = 'and-operand' | 'or-operand' | 'whole-condition' | 'comparison';

export interface Mutant {
  /**
   * Stable across runs and unrelated edits: where, what and into what, e.g.
   * `function isAdmin: signedIn() → true` or `allow delete /users/{uid}: the whole condition → true`.
   * The list of equivalent mutants is keyed by it; an operand that appears twice in one scope gets
   * ` (2)` after its second id.
   */
  id: string;
  /** `function <name>` or `allow <methods> <path below /databases/{database}/documents>`. */
  scope: string;
  operator: MutationOperator;
  /** 1-based line in the rules file of what changes. */
  line: number;
  /** What changes, on one line (the operand, or the whole comparison). */
  original: string;
  /** What it becomes, on one line. */
  replacement: string;
  /** The edit of the source: replace [start, end) with text. */
  edit: { start: number; end: number; text: string };
  /**
   * The collections (first segment of the match path) whose rules can reach the change: the test
   * files of those collections are run first, as they are the likeliest to kill the mutant.
   */
  collections: string[];
}

/** The source of the mutant: the original with its one edit applied. */
export function applyMutant(source: string, mutant: Pick<Mutant, 'edit'>): string {
  return source.slice(0, mutant.edit.start) + mutant.edit.text + source.slice(mutant.edit.end);
}

/**
 * Puts a multi-line operand on one line, as it is shown and keyed: each line break and the indent
 * around it become one space, or nothing before a `.` (a method call continued on the next line).
 * Strings cannot span lines, so their contents never change.
 */
export const oneLine = (text: string) =>
  text
    .replace(/\s*\n\s*(?=\.)/g, '')
    .replace(/\s*\n\s*/g, ' ')
    .trim();

const COMPARISON_SWAPS: Record<string, string> = { '==': '!=', '!=': '==', '<': '<=', '<=': '<', '>': '>=', '>=': '>' };

/** The operands of the `&&` or `||` chain rooted at `expr` (a && b && c parses as (a && b) && c). */
function chainOperands(expr: Expr, operator: string): Expr[] {
  if (expr.kind === 'binary' && expr.operator === operator) {
    return [...chainOperands(expr.left, operator), ...chainOperands(expr.right, operator)];
  }
  return [expr];
}

/** The top match block is the database root, the same for every rule: ids and reports leave it out. */
const DATABASE_ROOT = '/databases/{database}/documents';

export function relativeMatchPath(allow: Pick<AllowRule, 'matchPath'>): string {
  const path = allow.matchPath.join('');
  return path.startsWith(DATABASE_ROOT) && path.length > DATABASE_ROOT.length ? path.slice(DATABASE_ROOT.length) : path;
}

/** `/posts/{slug}` → `posts`; null for a wildcard first segment such as `/{document=**}`. */
export function collectionOf(allow: Pick<AllowRule, 'matchPath'>): string | null {
  const first = relativeMatchPath(allow).split('/')[1] ?? '';
  return first === '' || first.startsWith('{') ? null : first;
}

/** Names of the rules functions an expression calls directly. */
function calledFunctions(expr: Expr, known: Set<string>, found = new Set<string>()): Set<string> {
  if (expr.kind === 'call' && expr.callee.kind === 'identifier' && known.has(expr.callee.name)) {
    found.add(expr.callee.name);
  }
  for (const child of children(expr)) calledFunctions(child, known, found);
  return found;
}

/** For each function, the collections whose allow conditions reach it through any chain of calls. */
function collectionsByFunction(rules: ParsedRules): Map<string, Set<string>> {
  const known = new Set(rules.functions.map((fn) => fn.name));
  const calls = new Map<string, Set<string>>();
  for (const fn of rules.functions) {
    const found = new Set<string>();
    for (const expr of [...fn.lets.map((binding) => binding.value), fn.body]) calledFunctions(expr, known, found);
    calls.set(fn.name, found);
  }
  const reached = new Map<string, Set<string>>(rules.functions.map((fn) => [fn.name, new Set<string>()]));
  for (const allow of rules.allows) {
    const collection = collectionOf(allow);
    if (!allow.condition || !collection) continue;
    const pending = [...calledFunctions(allow.condition, known)];
    const seen = new Set<string>();
    while (pending.length > 0) {
      const name = pending.pop() as string;
      if (seen.has(name)) continue;
      seen.add(name);
      reached.get(name)?.add(collection);
      pending.push(...(calls.get(name) ?? []));
    }
  }
  return reached;
}

interface Site {
  scope: string;
  collections: string[];
}

/** Every mutant of a rules file, in source order. Throws RulesSyntaxError on a file it cannot parse. */
export function generateMutants(source: string): Mutant[] {
  const rules = parseRules(source);
  const mutants: Mutant[] = [];
  const text = (expr: Expr) => source.slice(expr.start, expr.end);

  /** `label` names what changes in the id: the original text, except for a whole condition. */
  const add = (
    site: Site,
    operator: MutationOperator,
    fields: Omit<Mutant, 'id' | 'scope' | 'operator' | 'collections'>,
    label = fields.original,
  ) => {
    const key = `${site.scope}: ${label} → ${fields.replacement}`;
    const repeats = mutants.filter((mutant) => mutant.id === key || mutant.id.startsWith(`${key} (`)).length;
    mutants.push({
      id: repeats === 0 ? key : `${key} (${repeats + 1})`,
      scope: site.scope,
      operator,
      collections: site.collections,
      ...fields,
    });
  };

  const operand = (site: Site, operator: MutationOperator, expr: Expr, replacement: string) => {
    if (text(expr) === replacement) return; // `true` in an && chain: nothing to change
    add(site, operator, {
      line: expr.line,
      original: oneLine(text(expr)),
      replacement,
      edit: { start: expr.start, end: expr.end, text: replacement },
    });
  };

  const visit = (site: Site, expr: Expr, parentOperator: string | null) => {
    if (expr.kind === 'binary' && (expr.operator === '&&' || expr.operator === '||')) {
      // Only the root of a chain lists its operands; the nested binary nodes of the same chain do not.
      if (parentOperator !== expr.operator) {
        const operands = chainOperands(expr, expr.operator);
        const [operator, replacement] =
          expr.operator === '&&' ? (['and-operand', 'true'] as const) : (['or-operand', 'false'] as const);
        for (const part of operands) operand(site, operator, part, replacement);
      }
      visit(site, expr.left, expr.operator);
      visit(site, expr.right, expr.operator);
      return;
    }
    if (expr.kind === 'binary') {
      const swapped = COMPARISON_SWAPS[expr.operator];
      if (swapped) {
        const token = expr.operatorToken;
        add(site, 'comparison', {
          line: token.line,
          original: oneLine(text(expr)),
          replacement: oneLine(source.slice(expr.start, token.start) + swapped + source.slice(token.end, expr.end)),
          edit: { start: token.start, end: token.end, text: swapped },
        });
      }
    }
    for (const child of children(expr)) visit(site, child, null);
  };

  const reached = collectionsByFunction(rules);
  const sites: { site: Site; start: number; run: () => void }[] = [];
  for (const fn of rules.functions) {
    const site = { scope: `function ${fn.name}`, collections: [...(reached.get(fn.name) ?? [])].sort() };
    const start = fn.lets[0]?.value.start ?? fn.body.start;
    sites.push({
      site,
      start,
      run: () => {
        for (const binding of fn.lets) visit(site, binding.value, null);
        visit(site, fn.body, null);
      },
    });
  }
  for (const allow of rules.allows) {
    const { condition } = allow;
    if (!condition) continue; // `allow read;` grants already: no condition to weaken
    const collection = collectionOf(allow);
    const site = {
      scope: `allow ${allow.methods.join(', ')} ${relativeMatchPath(allow)}`,
      collections: collection ? [collection] : [],
    };
    sites.push({
      site,
      start: condition.start,
      run: () => {
        if (text(condition) !== 'true') {
          add(
            site,
            'whole-condition',
            {
              line: condition.line,
              original: oneLine(text(condition)),
              replacement: 'true',
              edit: { start: condition.start, end: condition.end, text: 'true' },
            },
            'the whole condition',
          );
        }
        visit(site, condition, null);
      },
    });
  }
  // Source order, so that the run reads the file from top to bottom.
  for (const { run } of sites.sort((a, b) => a.start - b.start)) run();
  return mutants;
}
