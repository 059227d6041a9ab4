import { children as childrenOf, parseRules, type Expr } from '../rules-mutations/parser.ts';

/** A key list of firestore.rules: where it is, what it checks, and its keys. */
export interface KeyList {
  /** `<function>: <check>(<subject>)`, or `allow <methods> <match>: …` for a rule's own condition. */
  label: string;
  keys: string[];
  /** True when the list holds a parameter of its function (a helper such as exactKeys itself). */
  dynamic: boolean;
}

const KEY_CHECKS = new Set(['hasOnly', 'hasAll']);
const EXACT_HELPERS = new Set(['exactKeys']);

/** Every `exactKeys(…)`, `.hasOnly(…)` and `.hasAll(…)` of the rules. */
export function keyListsOf(source: string): KeyList[] {
  const rules = parseRules(source);
  const listFunctions = new Map(
    rules.functions.filter((fn) => fn.params.length === 0 && fn.lets.length === 0).map((fn) => [fn.name, fn.body]),
  );
  const text = (expr: Expr) => source.slice(expr.start, expr.end);
  const found: KeyList[] = [];

  function resolve(expr: Expr, params: string[]): { keys: string[]; dynamic: boolean } {
    if (expr.kind === 'list') {
      const items = expr.items.map((item) =>
        item.kind === 'literal' ? { keys: [item.text.slice(1, -1)], dynamic: false } : resolve(item, params),
      );
      return { keys: items.flatMap((item) => item.keys), dynamic: items.some((item) => item.dynamic) };
    }
    const listFunction =
      expr.kind === 'call' && expr.callee.kind === 'identifier' && listFunctions.get(expr.callee.name);
    if (listFunction) return resolve(listFunction, params);
    if (expr.kind === 'call' && expr.callee.kind === 'member' && expr.callee.name === 'concat' && expr.args[0]) {
      const left = resolve(expr.callee.object, params);
      const right = resolve(expr.args[0], params);
      return { keys: [...left.keys, ...right.keys], dynamic: left.dynamic || right.dynamic };
    }
    if (expr.kind === 'identifier' && params.includes(expr.name)) return { keys: [], dynamic: true };
    throw new Error(`firestore.rules line ${expr.line}: cannot read the key list ${text(expr)}`);
  }

  function visit(expr: Expr, where: string, params: string[]) {
    if (expr.kind === 'call') {
      const { callee, args } = expr;
      if (callee.kind === 'identifier' && EXACT_HELPERS.has(callee.name) && args[0] && args[1]) {
        found.push({ label: `${where}: ${callee.name}(${text(args[0])})`, ...resolve(args[1], params) });
      } else if (callee.kind === 'member' && KEY_CHECKS.has(callee.name) && args[0]) {
        found.push({ label: `${where}: ${callee.name}(${text(callee.object)})`, ...resolve(args[0], params) });
      }
    }
    for (const child of childrenOf(expr)) visit(child, where, params);
  }

  for (const fn of rules.functions) {
    for (const binding of fn.lets) visit(binding.value, fn.name, fn.params);
    visit(fn.body, fn.name, fn.params);
  }
  for (const rule of rules.allows) {
    if (rule.condition) visit(rule.condition, `allow ${rule.methods.join(', ')} ${rule.matchPath.join('')}`, []);
  }
  return found;
}

/** The string arguments of every call of `name` (e.g. each action given to stepsOnly). */
export function literalArgumentsOf(source: string, name: string): string[] {
  const rules = parseRules(source);
  const found: string[] = [];
  const visit = (expr: Expr) => {
    if (expr.kind === 'call' && expr.callee.kind === 'identifier' && expr.callee.name === name) {
      for (const arg of expr.args) if (arg.kind === 'literal') found.push(arg.text.slice(1, -1));
    }
    for (const child of childrenOf(expr)) visit(child);
  };
  for (const fn of rules.functions) {
    for (const binding of fn.lets) visit(binding.value);
    visit(fn.body);
  }
  for (const rule of rules.allows) if (rule.condition) visit(rule.condition);
  return found;
}

/** The map a function returns (`return { 'a': …, 'b': … }[x];`, or the map alone). */
function returnedMap(source: string, functionName: string): Extract<Expr, { kind: 'map' }> {
  const fn = parseRules(source).functions.find((candidate) => candidate.name === functionName);
  let body = fn?.body;
  if (body?.kind === 'index') body = body.object;
  if (body?.kind !== 'map') throw new Error(`firestore.rules: ${functionName} does not return a map`);
  return body;
}

const literalText = (expr: Expr) => (expr.kind === 'literal' ? expr.text.replace(/^'(.*)'$/, '$1') : '?');

/** The keys of the map a function returns (`return { 'a': …, 'b': … }[x];`). */
export function mapKeysOf(source: string, functionName: string): string[] {
  return returnedMap(source, functionName).entries.map((entry) => literalText(entry.key));
}

/** The map a function returns whose values are lists of literals, as key → the items' text (strings unquoted). */
export function literalTableOf(source: string, functionName: string): Record<string, string[]> {
  return Object.fromEntries(
    returnedMap(source, functionName).entries.map((entry) => [
      literalText(entry.key),
      entry.value.kind === 'list' ? entry.value.items.map(literalText) : ['?'],
    ]),
  );
}
