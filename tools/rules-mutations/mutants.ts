import { loosenRegex, pathVariables } from './loosen.ts';
import { children, parseRules, type AllowRule, type Expr, type ParsedRules } from './parser.ts';

/**
 * The mutants of a rules file. Each one changes a single condition, so that a test suite that lets
 * it live has no test that depends on that condition:
 * - `and-operand`: one operand of an `&&` chain becomes `true` (the clause is dropped);
 * - `or-operand`: one operand of an `||` chain becomes `false` (the alternative is dropped);
 * - `whole-condition`: an allow's whole condition becomes `true` (the rule grants everyone);
 * - `comparison`: `==` and `!=` swap, `<` and `<=` (`>` and `>=`) swap (an off-by-one boundary);
 * - `list-widened`: a list of allowed values (`x in [...]`) or keys (inside `hasOnly(...)`) gains one
 *   value that a sibling list (one sharing a value with it) holds: `['draft', 'submitted']` gains
 *   `'published'`, a key list gains a key another write may set;
 * - `regex-loosened`: in a `matches()` pattern, a character class becomes `.`, a `+` or `{n,m}` a `*`;
 * - `ternary-branch`: one branch of `c ? a : b` becomes `true`;
 * - `negation-removed`: `!x` becomes `x`;
 * - `path-variable`: an id inside a document path (`$(uid)`) becomes another id in scope
 *   (`request.auth.uid`, a parameter, a match wildcard): the rule reads someone else's document;
 * - `bound-moved`: a numeric bound moves by one, so that only tests at both edges of every bound
 *   (the limit allowed, one past it refused) kill them all: in a comparison with a number, the
 *   direction `comparison` does not already try (`<= N` → `<= N+1`, `>= N` → `>= N-1`, `< N` →
 *   `< N-1`, `> N` → `> N+1`); both ways, each number a function passes to a bound of another
 *   (`isText(x, 2, 60)` → `isText(x, 1, 60)`, `isText(x, 3, 60)`, `isText(x, 2, 59)`, `isText(x, 2, 61)`),
 *   a `duration.value(N, unit)` inside a comparison, and the numbers of a table of lists a function
 *   returns (`rateLimitOf`'s `[max, minutes]`). No size or duration below zero.
 * They are made in every allow condition, every function body and every `let` binding, at any depth.

 */

export type MutationOperator =
  | 'and-operand'
  | 'or-operand'
  | 'whole-condition'
  | 'comparison'
  | 'list-widened'
  | 'regex-loosened'
  | 'ternary-branch'
  | 'negation-removed'
  | 'path-variable'
  | 'bound-moved';

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

/**
 * For each function, the groups (by `groupOf`: the collection, the match path) whose allow
 * conditions reach it through any chain of calls.
 */
function reachByFunction(rules: ParsedRules, groupOf: (allow: AllowRule) => string | null): Map<string, Set<string>> {
  const known = new Set(rules.functions.map((fn) => fn.name));
  const calls = new Map<string, Set<string>>();
  for (const fn of rules.functions) {
    const found = new Set<string>();
    for (const expr of [...fn.lets.map((binding) => binding.value), fn.body]) calledFunctions(expr, known, found);
    calls.set(fn.name, found);
  }
  const reached = new Map<string, Set<string>>(rules.functions.map((fn) => [fn.name, new Set<string>()]));
  for (const allow of rules.allows) {
    const group = groupOf(allow);
    if (!allow.condition || !group) continue;
    const pending = [...calledFunctions(allow.condition, known)];
    const seen = new Set<string>();
    while (pending.length > 0) {
      const name = pending.pop() as string;
      if (seen.has(name)) continue;
      seen.add(name);
      reached.get(name)?.add(group);
      pending.push(...(calls.get(name) ?? []));
    }
  }
  return reached;
}

interface Site {
  scope: string;
  collections: string[];
  /** The match paths whose allows reach this site (their key lists widen a key list here). */
  paths: string[];
  /** Ids a path may name here besides its own: request.auth.uid, parameters, match wildcards. */
  ids: string[];
}

/** `{uid}` → `uid`; recursive wildcards (`{path=**}`) hold paths, not ids, and are left out. */
const wildcards = (matchPath: string[]) =>
  [...matchPath.join('').matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').filter((name) => name !== 'database');

const stringItems = (list: Extract<Expr, { kind: 'list' }>) =>
  list.items
    .filter((item) => item.kind === 'literal' && /^['"]/.test(item.text))
    .map((item) => (item as { text: string }).text);

/** Every expression of the file, each once. */
function allExpressions(rules: ParsedRules): Expr[] {
  const found: Expr[] = [];
  const walk = (expr: Expr) => {
    found.push(expr);
    children(expr).forEach(walk);
  };
  for (const fn of rules.functions) [...fn.lets.map((binding) => binding.value), fn.body].forEach(walk);
  for (const allow of rules.allows) if (allow.condition) walk(allow.condition);
  return found;
}

const CONDITION_OPERATORS = new Set(['&&', '||', '==', '!=', '<', '<=', '>', '>=', 'in', 'is']);

/** Whether an expression reads as a condition (a ternary's branch that grants or denies, not a value). */
function isCondition(expr: Expr): boolean {
  if (expr.kind === 'paren') return isCondition(expr.inner);
  if (expr.kind === 'binary') return CONDITION_OPERATORS.has(expr.operator);
  if (expr.kind === 'unary') return expr.operator === '!';
  if (expr.kind === 'literal') return expr.text === 'false';
  return expr.kind === 'call' && expr.callee.kind === 'identifier';
}

const isMethodCall = (expr: Expr, name: string): expr is Extract<Expr, { kind: 'call' }> =>
  expr.kind === 'call' && expr.callee.kind === 'member' && expr.callee.name === name;

/**
 * The lists of allowed values and of allowed keys. Values: the right operand of `in`. Keys: lists
 * inside a `hasOnly(...)` argument (through `concat`), and the lists functions return
 * (`postFields()`) when called there. Widening either weakens a rule; a `hasAll` list is not one
 * of them (a key added there is required, which only refuses more).
 */
function allowLists(rules: ParsedRules): { values: Set<Expr>; keys: Map<Expr, Set<string>> } {
  const values = new Set<Expr>();
  const keys = new Map<Expr, Set<string>>();
  const listBodies = new Map(rules.functions.filter((fn) => fn.body.kind === 'list').map((fn) => [fn.name, fn.body]));
  for (const expr of allExpressions(rules)) {
    if (expr.kind === 'binary' && expr.operator === 'in' && expr.right.kind === 'list') values.add(expr.right);
    if (!isMethodCall(expr, 'hasOnly') || !expr.args[0]) continue;
    // The lists the argument joins; a parameter among them (keys unknown here) leaves it alone.
    const found: Expr[] = [];
    let known = true;
    const gather = (node: Expr) => {
      if (node.kind === 'list') found.push(node);
      else if (node.kind === 'paren') gather(node.inner);
      else if (node.kind === 'call' && node.callee.kind === 'identifier' && listBodies.has(node.callee.name))
        found.push(listBodies.get(node.callee.name) as Expr);
      else if (isMethodCall(node, 'concat') && node.callee.kind === 'member') {
        gather(node.callee.object);
        node.args.forEach(gather);
      } else known = false;
    };
    gather(expr.args[0]);
    if (!known) continue;
    const all = new Set(found.flatMap((list) => (list.kind === 'list' ? stringItems(list) : [])));
    for (const list of found) keys.set(list, all);
  }
  return { values, keys };
}

/** A value list's siblings' values (lists sharing a value with it) that it lacks, sorted. */
function siblingValues(lists: Extract<Expr, { kind: 'list' }>[]): (list: Extract<Expr, { kind: 'list' }>) => string[] {
  const itemLists = lists.map(stringItems).filter((items) => items.length > 0);
  return (list) => {
    const own = new Set(stringItems(list));
    const found = new Set<string>();
    for (const other of itemLists) {
      if (other.some((value) => own.has(value))) for (const value of other) if (!own.has(value)) found.add(value);
    }
    return [...found].sort();
  };
}

const BOUND_OPERATORS = new Set(['<', '<=', '>', '>=']);
const isNumber = (expr: Expr): expr is Extract<Expr, { kind: 'literal' }> =>
  expr.kind === 'literal' && /^\d+$/.test(expr.text);
const unparen = (expr: Expr): Expr => (expr.kind === 'paren' ? unparen(expr.inner) : expr);

/**
 * The parameters of each function that are bounds: compared with `<`, `<=`, `>` or `>=`, or passed to
 * another function's bound (isName passes its min and max to isText). By position.
 */
function boundParameters(rules: ParsedRules): Map<string, Set<number>> {
  const bounds = new Map<string, Set<number>>(rules.functions.map((fn) => [fn.name, new Set<number>()]));
  let grew = true;
  while (grew) {
    grew = false;
    for (const fn of rules.functions) {
      const own = bounds.get(fn.name) as Set<number>;
      const mark = (expr: Expr) => {
        const inner = unparen(expr);
        const index = inner.kind === 'identifier' ? fn.params.indexOf(inner.name) : -1;
        if (index >= 0 && !own.has(index)) {
          own.add(index);
          grew = true;
        }
      };
      const walk = (expr: Expr) => {
        if (expr.kind === 'binary' && BOUND_OPERATORS.has(expr.operator)) [expr.left, expr.right].forEach(mark);
        if (expr.kind === 'call' && expr.callee.kind === 'identifier') {
          const callee = bounds.get(expr.callee.name);
          expr.args.forEach((arg, position) => {
            if (callee?.has(position)) mark(arg);
          });
        }
        children(expr).forEach(walk);
      };
      [...fn.lets.map((binding) => binding.value), fn.body].forEach(walk);
    }
  }
  return bounds;
}

type Span = Pick<Expr, 'start' | 'end' | 'line'>;

/** The numbers in the lists of a map that a function returns (rateLimitOf), each with its entry's span. */
function tableNumbers(rules: ParsedRules): Map<Expr, Span> {
  const found = new Map<Expr, Span>();
  for (const fn of rules.functions) {
    const body = fn.body.kind === 'index' ? fn.body.object : fn.body;
    if (body.kind !== 'map') continue;
    for (const { key, value } of body.entries) {
      const entry = { start: key.start, end: value.end, line: key.line };
      if (value.kind === 'list') value.items.filter(isNumber).forEach((item) => found.set(item, entry));
    }
  }
  return found;
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

  const replaceSpan = (site: Site, operator: MutationOperator, expr: Expr, replacement: string, label?: string) =>
    add(
      site,
      operator,
      {
        line: expr.line,
        original: oneLine(text(expr)),
        replacement: oneLine(replacement),
        edit: { start: expr.start, end: expr.end, text: replacement },
      },
      label,
    );

  /** The number `literal`, inside `around`, moved to `value`: the mutant names the whole of `around`. */
  const moveBound = (site: Site, around: Span, literal: Expr, value: number, canBeNegative = false) => {
    if (value < 0 && !canBeNegative) return;
    const before = source.slice(around.start, literal.start);
    const after = source.slice(literal.end, around.end);
    add(site, 'bound-moved', {
      line: literal.line,
      original: oneLine(source.slice(around.start, around.end)),
      replacement: oneLine(before + String(value) + after),
      edit: { start: literal.start, end: literal.end, text: String(value) },
    });
  };

  const visitBounds = (site: Site, expr: Expr, inComparison: boolean) => {
    if (expr.kind === 'binary' && BOUND_OPERATORS.has(expr.operator)) {
      // The direction `comparison` leaves: it makes `<= N` a `< N`, `< N` a `<= N`.
      const right = unparen(expr.right);
      const left = unparen(expr.left);
      const step = { '<=': 1, '>=': -1, '<': -1, '>': 1 }[expr.operator] ?? 0;
      if (isNumber(right)) moveBound(site, expr, right, Number(right.text) + step, true);
      if (isNumber(left)) moveBound(site, expr, left, Number(left.text) - step, true);
    }
    const call = expr.kind === 'call' ? expr : null;
    if (call?.callee.kind === 'identifier') {
      const bounds = boundsOf.get(call.callee.name);
      call.args.forEach((arg, position) => {
        if (bounds?.has(position) && isNumber(arg)) {
          for (const value of [Number(arg.text) - 1, Number(arg.text) + 1]) moveBound(site, call, arg, value);
        }
      });
    }
    if (inComparison && call && isMethodCall(call, 'value') && call.callee.kind === 'member') {
      const [amount] = call.args;
      if (text(call.callee.object) === 'duration' && amount && isNumber(amount)) {
        for (const value of [Number(amount.text) - 1, Number(amount.text) + 1]) moveBound(site, call, amount, value);
      }
    }
    const entry = numbersOfTables.get(expr);
    if (entry && isNumber(expr)) {
      for (const value of [Number(expr.text) - 1, Number(expr.text) + 1]) moveBound(site, entry, expr, value);
    }
  };

  const visitNew = (site: Site, expr: Expr, inComparison = false) => {
    visitBounds(site, expr, inComparison);
    const allowedKeys = lists.keys.get(expr);
    if (expr.kind === 'list' && (lists.values.has(expr) || allowedKeys)) {
      const last = expr.items.at(-1);
      const additions = allowedKeys
        ? [...new Set(keysOf(site.paths))].filter((key) => !allowedKeys.has(key)).sort()
        : siblingsOf(expr);
      for (const value of additions) {
        const widened = last
          ? text(expr).slice(0, last.end - expr.start) + `, ${value}` + text(expr).slice(last.end - expr.start)
          : `[${value}]`;
        replaceSpan(site, 'list-widened', expr, widened);
      }
    }
    if (expr.kind === 'call' && expr.callee.kind === 'member' && expr.callee.name === 'matches') {
      const pattern = expr.args[0];
      if (pattern?.kind === 'literal') {
        for (const { label, literal } of loosenRegex(pattern.text)) {
          const replacement =
            text(expr).slice(0, pattern.start - expr.start) + literal + text(expr).slice(pattern.end - expr.start);
          replaceSpan(site, 'regex-loosened', expr, replacement, `${oneLine(text(expr))} with ${label}`);
        }
      }
    }
    if (expr.kind === 'ternary') {
      for (const branch of [expr.then, expr.otherwise]) {
        if (isCondition(branch) && text(branch) !== 'true') operand(site, 'ternary-branch', branch, 'true');
      }
    }
    if (expr.kind === 'unary' && expr.operator === '!') replaceSpan(site, 'negation-removed', expr, text(expr.operand));
    if (expr.kind === 'path') {
      for (const variable of pathVariables(expr.text)) {
        for (const id of site.ids.filter((candidate) => candidate !== variable.expr)) {
          const replaced = expr.text.slice(0, variable.start) + id + expr.text.slice(variable.end);
          replaceSpan(site, 'path-variable', expr, replaced, `${expr.text} with $(${id})`);
        }
      }
    }
  };

  const visit = (site: Site, expr: Expr, parentOperator: string | null, inComparison = false) => {
    visitNew(site, expr, inComparison);
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
    const comparison = inComparison || (expr.kind === 'binary' && BOUND_OPERATORS.has(expr.operator));
    for (const child of children(expr)) visit(site, child, null, comparison);
  };

  const lists = allowLists(rules);
  const boundsOf = boundParameters(rules);
  const numbersOfTables = tableNumbers(rules);
  const listExpr = (expr: Expr): expr is Extract<Expr, { kind: 'list' }> => expr.kind === 'list';
  const siblingsOf = siblingValues([...lists.values].filter(listExpr));
  const keyLists = new Set(lists.keys.keys());
  const reached = reachByFunction(rules, collectionOf);
  // What a key list may wrongly gain: the keys that the rules of the same match path list anywhere
  // (in the allows and the functions they reach), e.g. a comment's `author` for its update's list.
  const pathsOf = reachByFunction(rules, relativeMatchPath);
  const keysOfPath = new Map<string, Set<string>>();
  const addKeys = (paths: Iterable<string>, items: string[]) => {
    for (const path of paths) keysOfPath.set(path, new Set([...(keysOfPath.get(path) ?? []), ...items]));
  };
  const keyListItems = (expr: Expr): string[] => {
    // exactKeys(data, [...])-style helpers, on the document's own data (not a nested map's).
    const isKeysHelper =
      expr.kind === 'call' &&
      expr.callee.kind === 'identifier' &&
      /keys/i.test(expr.callee.name) &&
      /(^|\.)data$/.test(expr.args[0] ? source.slice(expr.args[0].start, expr.args[0].end) : '');
    const isKeyCall = isKeysHelper || isMethodCall(expr, 'hasOnly') || isMethodCall(expr, 'hasAll');
    const inArgs = (node: Expr): string[] => [
      ...(listExpr(node) ? stringItems(node) : []),
      ...children(node).flatMap(inArgs),
    ];
    return [
      ...(isKeyCall && expr.kind === 'call' ? expr.args.flatMap(inArgs) : []),
      ...children(expr).flatMap(keyListItems),
    ];
  };
  for (const fn of rules.functions) {
    const items = [...fn.lets.map((binding) => binding.value), fn.body].flatMap(keyListItems);
    addKeys(
      pathsOf.get(fn.name) ?? [],
      keyLists.has(fn.body) && listExpr(fn.body) ? [...items, ...stringItems(fn.body)] : items,
    );
  }
  for (const allow of rules.allows)
    if (allow.condition) addKeys([relativeMatchPath(allow)], keyListItems(allow.condition));
  const keysOf = (paths: Iterable<string>) => [...paths].flatMap((path) => [...(keysOfPath.get(path) ?? [])]);
  const sites: { site: Site; start: number; run: () => void }[] = [];
  for (const fn of rules.functions) {
    const site = {
      scope: `function ${fn.name}`,
      collections: [...(reached.get(fn.name) ?? [])].sort(),
      paths: [...(pathsOf.get(fn.name) ?? [])],
      ids: ['request.auth.uid', ...fn.params, ...wildcards(fn.matchPath)],
    };
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
      paths: [relativeMatchPath(allow)],
      ids: ['request.auth.uid', ...wildcards(allow.matchPath)],
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
