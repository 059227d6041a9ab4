import { RulesSyntaxError, tokenize, type Token } from './tokenizer.ts';

/**
 * A parser for the parts of firestore.rules the mutation check changes: the `match` blocks, each
 * `allow …: if <condition>;`, and each `function … { let …; return <expression>; }`, with their
 * expressions parsed into trees whose nodes know their span in the source. It checks the syntax it
 * reads, but it is not the rules compiler: the emulator remains the judge of whether rules are valid.
 */

interface Span {
  /** Offset of the first character in the source. */
  start: number;
  /** Offset just past the last character. */
  end: number;
  /** 1-based line of the first character. */
  line: number;
}

export type Expr = Span &
  (
    | { kind: 'binary'; operator: string; left: Expr; right: Expr; operatorToken: Token }
    | { kind: 'ternary'; condition: Expr; then: Expr; otherwise: Expr }
    | { kind: 'unary'; operator: string; operand: Expr }
    | { kind: 'member'; object: Expr; name: string }
    | { kind: 'call'; callee: Expr; args: Expr[] }
    | { kind: 'index'; object: Expr; index: Expr }
    | { kind: 'list'; items: Expr[] }
    | { kind: 'map'; entries: { key: Expr; value: Expr }[] }
    | { kind: 'paren'; inner: Expr }
    | { kind: 'identifier'; name: string }
    | { kind: 'literal'; text: string }
    | { kind: 'path'; text: string }
  );

/** An expression node without its span (distributed over the kinds, so each keeps its own fields). */
type ExprFields = Expr extends infer Node ? (Node extends Span ? Omit<Node, keyof Span> : never) : never;

export interface LetBinding {
  name: string;
  value: Expr;
}

export interface RulesFunction {
  kind: 'function';
  name: string;
  params: string[];
  /** The paths of the enclosing match blocks, outermost first (their wildcards are in scope). */
  matchPath: string[];
  lets: LetBinding[];
  body: Expr;
  line: number;
}

export interface AllowRule {
  kind: 'allow';
  methods: string[];
  /** Null for `allow read;`, which grants without a condition. */
  condition: Expr | null;
  /** The paths of the enclosing match blocks, outermost first. */
  matchPath: string[];
  line: number;
}

export interface ParsedRules {
  functions: RulesFunction[];
  allows: AllowRule[];
}

/**
 * Binary operators by precedence, loosest first, as in CEL (the rules' expression language):
 * `||`, `&&`, then the relations (`is` is the rules' type test), then `+ -`, then `* / %`.
 */
const BINARY_LEVELS: string[][] = [
  ['||'],
  ['&&'],
  ['==', '!=', '<', '<=', '>', '>=', 'in', 'is'],
  ['+', '-'],
  ['*', '/', '%'],
];

class Parser {
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.index + offset];
  }

  private lastLine(): number {
    return this.tokens.at(-1)?.line ?? 1;
  }

  private fail(message: string, token = this.peek()): never {
    const found = token ? `, found ${JSON.stringify(token.text)}` : ', found the end of the file';
    throw new RulesSyntaxError(`${message}${found}`, token?.line ?? this.lastLine());
  }

  private isText(text: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token !== undefined && token.text === text && token.kind !== 'string';
  }

  private next(): Token {
    const token = this.peek();
    if (!token) this.fail('unexpected end');
    this.index++;
    return token;
  }

  private expect(text: string): Token {
    if (!this.isText(text)) this.fail(`expected ${JSON.stringify(text)}`);
    return this.next();
  }

  private expectKind(kind: Token['kind'], what: string): Token {
    const token = this.peek();
    if (token?.kind !== kind) this.fail(`expected ${what}`);
    return this.next();
  }

  // ---- Statements -----------------------------------------------------------------------------

  parseFile(): ParsedRules {
    const parsed: ParsedRules = { functions: [], allows: [] };
    if (this.isText('rules_version')) {
      this.next();
      this.expect('=');
      this.expectKind('string', 'a version string');
      this.expect(';');
    }
    this.expect('service');
    // The service name, e.g. cloud.firestore.
    this.expectKind('identifier', 'a service name');
    while (this.isText('.')) {
      this.next();
      this.expectKind('identifier', 'a service name');
    }
    this.parseBlock([], parsed);
    if (this.peek()) this.fail('expected the end of the file');
    return parsed;
  }

  /** `{ (match | function | allow)* }`; `matchPath` holds the paths of the enclosing match blocks. */
  private parseBlock(matchPath: string[], parsed: ParsedRules): void {
    this.expect('{');
    while (!this.isText('}')) {
      const keyword = this.peek();
      if (this.isText('match')) {
        this.next();
        const path = this.expectKind('path', 'a match path');
        this.parseBlock([...matchPath, path.text], parsed);
      } else if (this.isText('function')) {
        parsed.functions.push(this.parseFunction(matchPath));
      } else if (this.isText('allow')) {
        parsed.allows.push(this.parseAllow(matchPath));
      } else {
        this.fail('expected match, function, allow or }', keyword);
      }
    }
    this.expect('}');
  }

  private parseFunction(matchPath: string[]): RulesFunction {
    const line = this.expect('function').line;
    const name = this.expectKind('identifier', 'a function name').text;
    this.expect('(');
    const params: string[] = [];
    while (!this.isText(')')) {
      params.push(this.expectKind('identifier', 'a parameter name').text);
      if (!this.isText(')')) this.expect(',');
    }
    this.expect(')');
    this.expect('{');
    const lets: LetBinding[] = [];
    while (this.isText('let')) {
      this.next();
      const letName = this.expectKind('identifier', 'a variable name').text;
      this.expect('=');
      lets.push({ name: letName, value: this.parseExpression() });
      this.expect(';');
    }
    this.expect('return');
    const body = this.parseExpression();
    // The semicolon after return is optional in the rules language.
    if (this.isText(';')) this.next();
    this.expect('}');
    return { kind: 'function', name, params, matchPath, lets, body, line };
  }

  private parseAllow(matchPath: string[]): AllowRule {
    const line = this.expect('allow').line;
    const methods = [this.expectKind('identifier', 'a method (get, list, create…)').text];
    while (this.isText(',')) {
      this.next();
      methods.push(this.expectKind('identifier', 'a method').text);
    }
    let condition: Expr | null = null;
    if (this.isText(':')) {
      this.next();
      this.expect('if');
      condition = this.parseExpression();
    }
    this.expect(';');
    return { kind: 'allow', methods, condition, matchPath, line };
  }

  // ---- Expressions ----------------------------------------------------------------------------

  /** A node spanning from the start of `first` to the end of `last`. */
  private node(first: Span, last: Span, fields: ExprFields): Expr {
    return { start: first.start, end: last.end, line: first.line, ...fields };
  }

  private previous(): Token {
    const token = this.tokens[this.index - 1];
    if (!token) this.fail('unexpected start');
    return token;
  }

  parseExpression(): Expr {
    const condition = this.parseBinary(0);
    if (!this.isText('?')) return condition;
    this.next();
    const then = this.parseExpression();
    this.expect(':');
    const otherwise = this.parseExpression();
    return this.node(condition, otherwise, { kind: 'ternary', condition, then, otherwise });
  }

  private parseBinary(level: number): Expr {
    const operators = BINARY_LEVELS[level];
    if (!operators) return this.parseUnary();
    let left = this.parseBinary(level + 1);
    for (;;) {
      const token = this.peek();
      if (!token || token.kind === 'string' || !operators.includes(token.text)) return left;
      this.next();
      const right = this.parseBinary(level + 1);
      left = this.node(left, right, { kind: 'binary', operator: token.text, left, right, operatorToken: token });
    }
  }

  private parseUnary(): Expr {
    const token = this.peek();
    if (token && (this.isText('!') || this.isText('-'))) {
      this.next();
      const operand = this.parseUnary();
      return this.node(token, operand, { kind: 'unary', operator: token.text, operand });
    }
    return this.parsePostfix(this.parsePrimary());
  }

  private parsePostfix(start: Expr): Expr {
    let expr = start;
    for (;;) {
      if (this.isText('.')) {
        this.next();
        const name = this.expectKind('identifier', 'a field or method name');
        expr = this.node(expr, name, { kind: 'member', object: expr, name: name.text });
      } else if (this.isText('(')) {
        this.next();
        const args = this.parseList(')');
        expr = this.node(expr, this.previous(), { kind: 'call', callee: expr, args });
      } else if (this.isText('[')) {
        this.next();
        const index = this.parseExpression();
        this.expect(']');
        expr = this.node(expr, this.previous(), { kind: 'index', object: expr, index });
      } else {
        return expr;
      }
    }
  }

  /** Comma-separated expressions up to `close` (consumed); a trailing comma is allowed. */
  private parseList(close: string): Expr[] {
    const items: Expr[] = [];
    while (!this.isText(close)) {
      items.push(this.parseExpression());
      if (!this.isText(close)) this.expect(',');
    }
    this.expect(close);
    return items;
  }

  private parsePrimary(): Expr {
    const token = this.peek();
    if (!token) return this.fail('expected an expression');
    if (token.kind === 'string' || token.kind === 'number') {
      this.next();
      return this.node(token, token, { kind: 'literal', text: token.text });
    }
    if (token.kind === 'path') {
      this.next();
      return this.node(token, token, { kind: 'path', text: token.text });
    }
    if (token.kind === 'identifier') {
      this.next();
      if (['true', 'false', 'null'].includes(token.text)) {
        return this.node(token, token, { kind: 'literal', text: token.text });
      }
      return this.node(token, token, { kind: 'identifier', name: token.text });
    }
    if (this.isText('(')) {
      this.next();
      const inner = this.parseExpression();
      const close = this.expect(')');
      return this.node(token, close, { kind: 'paren', inner });
    }
    if (this.isText('[')) {
      this.next();
      const items = this.parseList(']');
      return this.node(token, this.previous(), { kind: 'list', items });
    }
    if (this.isText('{')) {
      this.next();
      const entries: { key: Expr; value: Expr }[] = [];
      while (!this.isText('}')) {
        const key = this.parseExpression();
        this.expect(':');
        entries.push({ key, value: this.parseExpression() });
        if (!this.isText('}')) this.expect(',');
      }
      const close = this.expect('}');
      return this.node(token, close, { kind: 'map', entries });
    }
    return this.fail('expected an expression');
  }
}

/** Parses a whole firestore.rules file. Throws RulesSyntaxError with the line of the first problem. */
export function parseRules(source: string): ParsedRules {
  return new Parser(tokenize(source)).parseFile();
}

/** Parses one expression (the whole source must be it), for tests and tools. */
export function parseExpression(source: string): Expr {
  const tokens = tokenize(source);
  const parser = new Parser(tokens);
  const expr = parser.parseExpression();
  const rest = tokens.find((token) => token.start >= expr.end);
  if (rest) throw new RulesSyntaxError(`unexpected ${JSON.stringify(rest.text)} after the expression`, rest.line);
  return expr;
}

/** Every direct sub-expression of a node, in source order. */
export function children(expr: Expr): Expr[] {
  switch (expr.kind) {
    case 'binary':
      return [expr.left, expr.right];
    case 'ternary':
      return [expr.condition, expr.then, expr.otherwise];
    case 'unary':
      return [expr.operand];
    case 'member':
      return [expr.object];
    case 'call':
      return [expr.callee, ...expr.args];
    case 'index':
      return [expr.object, expr.index];
    case 'list':
      return expr.items;
    case 'map':
      return expr.entries.flatMap((entry) => [entry.key, entry.value]);
    case 'paren':
      return [expr.inner];
    default:
      return [];
  }
}
