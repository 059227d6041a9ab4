import { describe, expect, it } from 'vitest';
import { children, parseExpression, parseRules, type Expr } from './parser.ts';
import { RulesSyntaxError } from './tokenizer.ts';

/** The tree as nested s-expressions of source text, to check shape and spans at once. */
function shape(expr: Expr, source: string): unknown {
  const text = source.slice(expr.start, expr.end);
  switch (expr.kind) {
    case 'binary':
      return [expr.operator, shape(expr.left, source), shape(expr.right, source)];
    case 'ternary':
      return ['?:', shape(expr.condition, source), shape(expr.then, source), shape(expr.otherwise, source)];
    case 'unary':
      return [expr.operator, shape(expr.operand, source)];
    case 'paren':
      return ['()', shape(expr.inner, source)];
    default:
      return text;
  }
}

const parsed = (source: string) => shape(parseExpression(source), source);

describe('parseExpression', () => {
  it('binds && tighter than ||, and comparisons tighter than both', () => {
    expect(parsed('a || b && c == d')).toEqual(['||', 'a', ['&&', 'b', ['==', 'c', 'd']]]);
    expect(parsed('a && b || c')).toEqual(['||', ['&&', 'a', 'b'], 'c']);
  });

  it('reads chains left to right', () => {
    expect(parsed('a && b && c')).toEqual(['&&', ['&&', 'a', 'b'], 'c']);
  });

  it('keeps parentheses as a node of their own', () => {
    expect(parsed('(a || b) && c')).toEqual(['&&', ['()', ['||', 'a', 'b']], 'c']);
  });

  it('reads in and is as comparisons, arithmetic tighter than them, and unary operators', () => {
    expect(parsed("x in ['a', 'b'] && y is string")).toEqual(['&&', ['in', 'x', "['a', 'b']"], ['is', 'y', 'string']]);
    expect(parsed('a + b * c <= -d')).toEqual(['<=', ['+', 'a', ['*', 'b', 'c']], ['-', 'd']]);
    expect(parsed('!a && b')).toEqual(['&&', ['!', 'a'], 'b']);
  });

  it('reads the ternary operator, its branches whole', () => {
    expect(parsed('s == 1 ? p is timestamp : p == null')).toEqual([
      '?:',
      ['==', 's', '1'],
      ['is', 'p', 'timestamp'],
      ['==', 'p', 'null'],
    ]);
  });

  it('gives members, calls, indexes, lists and maps the span of their whole text', () => {
    const source = "request.resource.data.diff(resource.data).affectedKeys().hasOnly(['a', 'b'])";
    const expr = parseExpression(source);
    expect(expr.kind).toBe('call');
    expect(source.slice(expr.start, expr.end)).toBe(source);
    const index = parseExpression('request.resource.data[field] == 1');
    expect(shape(index, 'request.resource.data[field] == 1')).toEqual(['==', 'request.resource.data[field]', '1']);
    const map = "{ 'displayName': card.displayName, 'type': card.type }";
    expect(parseExpression(map).kind).toBe('map');
    expect(children(parseExpression(map)).map((child) => map.slice(child.start, child.end))).toEqual([
      "'displayName'",
      'card.displayName',
      "'type'",
      'card.type',
    ]);
  });

  it('knows the line where each node starts', () => {
    const expr = parseExpression('a\n  && b\n  && (c\n || d)');
    expect(children(expr).map((child) => child.line)).toEqual([1, 3]);
  });

  it('refuses what is not one expression', () => {
    expect(() => parseExpression('a && ')).toThrow(RulesSyntaxError);
    expect(() => parseExpression('a b')).toThrow('unexpected "b" after the expression');
    expect(() => parseExpression('(a && b')).toThrow('expected ")"');
    expect(() => parseExpression('f(a,')).toThrow(RulesSyntaxError);
  });
});

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    // A helper.
    function isText(value, min) {
      let size = value.size();
      return value is string && size >= min;
    }
    function noSemicolon() { return true }

    match /posts/{slug} {
      allow get, list: if true;
      allow create: if isText(request.resource.data.title, 3)
        && request.auth != null;
      match /comments/{id} {
        allow read;
      }
    }
  }
}
`;

describe('parseRules', () => {
  const rules = parseRules(RULES);

  it('finds each function with its parameters, let bindings and body', () => {
    expect(rules.functions.map((fn) => [fn.name, fn.params, fn.lets.map((binding) => binding.name), fn.line])).toEqual([
      ['isText', ['value', 'min'], ['size'], 5],
      ['noSemicolon', [], [], 9],
    ]);
    const body = rules.functions[0]?.body as Expr;
    expect(RULES.slice(body.start, body.end)).toBe('value is string && size >= min');
  });

  it('finds each allow with its methods, condition and enclosing match paths', () => {
    expect(
      rules.allows.map((allow) => ({
        methods: allow.methods,
        path: allow.matchPath.join(''),
        condition: allow.condition && RULES.slice(allow.condition.start, allow.condition.end),
        line: allow.line,
      })),
    ).toEqual([
      { methods: ['get', 'list'], path: '/databases/{database}/documents/posts/{slug}', condition: 'true', line: 12 },
      {
        methods: ['create'],
        path: '/databases/{database}/documents/posts/{slug}',
        condition: 'isText(request.resource.data.title, 3)\n        && request.auth != null',
        line: 13,
      },
      {
        methods: ['read'],
        path: '/databases/{database}/documents/posts/{slug}/comments/{id}',
        condition: null,
        line: 16,
      },
    ]);
  });

  it('parses the repository’s firestore.rules', async () => {
    const { readFileSync } = await import('node:fs');
    const real = parseRules(readFileSync('firestore.rules', 'utf8'));
    expect(real.functions.length).toBeGreaterThan(10);
    expect(real.allows.length).toBeGreaterThan(10);
  });

  it('says where the syntax breaks', () => {
    expect(() => parseRules(RULES.replace('allow get, list: if true;', 'allow get, list: if true'))).toThrow(
      /^line 13: expected ";", found "allow"$/,
    );
    expect(() => parseRules(RULES.replace('return value', 'value'))).toThrow(/^line 7: expected "return"/);
    expect(() => parseRules(`${RULES}}`)).toThrow(/expected the end of the file, found "}"/);
    expect(() => parseRules('service cloud.firestore { match { } }')).toThrow(/expected a match path/);
    expect(() => parseRules('service cloud.firestore { deny read; }')).toThrow(
      /expected match, function, allow or }, found "deny"/,
    );
  });
});
