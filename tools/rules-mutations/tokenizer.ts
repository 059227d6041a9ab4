/**
 * A tokenizer for Firestore security rules (firestore.rules), enough for the mutation check to find
 * every condition and operand with its exact place in the source: mutants are made by replacing a
 * span of the original text, so every token keeps its start and end offsets and its line.
 */

export type TokenKind = 'identifier' | 'number' | 'string' | 'path' | 'punctuation';

export interface Token {
  kind: TokenKind;
  /** The source text of the token, quotes and escapes included. */
  text: string;
  /** Offset of the first character in the source. */
  start: number;
  /** Offset just past the last character. */
  end: number;
  /** 1-based line of the first character. */
  line: number;
}

export class RulesSyntaxError extends Error {
  override readonly name = 'RulesSyntaxError';
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
  }
}

/** Longest first, so that `<=` is never read as `<` then `=`. */
const PUNCTUATION = ['==', '!=', '<=', '>=', '&&', '||', '<', '>', '!', '+', '-', '*', '/', '%', '?', ':', '.', ','];
const BRACKETS = ['(', ')', '[', ']', '{', '}', ';', '='];

const isIdentifierStart = (char: string) => /[A-Za-z_]/.test(char);
// Sticky (`y`): each matches at `lastIndex` in the whole source, a run at a time, without copying
// the rest of the source; the mutation check tokenizes the rules once per mutant.
const WHITESPACE = /\s+/y;
const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_]*/y;
const NUMBER = /\d+(\.\d+)?([eE][+-]?\d+)?u?/y;
const isDigit = (char: string) => /[0-9]/.test(char);
/** Characters of a plain path segment: `documents`, `users`, `**` in `{document=**}` is inside braces. */
const isPathChar = (char: string) => /[A-Za-z0-9_\-.~%]/.test(char);

/** Words after which an expression or a path begins, so that a `/` there is no division. */
const KEYWORDS_BEFORE_PATH = ['match', 'return', 'if', 'in'];

/**
 * After one of these a `/` divides; anywhere else it starts a path (`match /users/{uid}`,
 * `get(/databases/$(database)/documents/users/$(uid))`), as a `/` starts a regex in JavaScript.
 */
function endsOperand(token: Token | undefined): boolean {
  if (!token) return false;
  if (token.kind === 'punctuation') return token.text === ')' || token.text === ']';
  return !(token.kind === 'identifier' && KEYWORDS_BEFORE_PATH.includes(token.text));
}

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let pos = 0;
  let line = 1;

  const fail = (message: string, at = line): never => {
    throw new RulesSyntaxError(message, at);
  };
  /** Moves to `to`, counting the newlines passed over. */
  const advance = (to: number) => {
    for (let i = pos; i < to; i++) if (source[i] === '\n') line++;
    pos = to;
  };
  const push = (kind: TokenKind, end: number) => {
    const startLine = line;
    const start = pos;
    advance(end);
    tokens.push({ kind, text: source.slice(start, end), start, end, line: startLine });
  };

  /** The offset just past a quoted string starting at `from` (a backslash escapes the next character). */
  const stringEnd = (from: number): number => {
    const quote = source[from];
    let i = from + 1;
    while (i < source.length) {
      const char = source[i];
      if (char === '\\') {
        if (i + 1 >= source.length) break;
        i += 2;
        continue;
      }
      if (char === '\n') fail('a string does not end on its line');
      if (char === quote) return i + 1;
      i++;
    }
    return fail('a string is not closed');
  };

  /** The offset just past the bracketed part starting at `from` (`$(` … `)` or `{` … `}`), strings skipped. */
  const bracketedEnd = (from: number, open: string, close: string): number => {
    let depth = 0;
    let i = from;
    while (i < source.length) {
      const char = source[i];
      if (char === "'" || char === '"') {
        i = stringEnd(i);
        continue;
      }
      if (char === open) depth++;
      else if (char === close && --depth === 0) return i + 1;
      i++;
    }
    return fail(`a path segment opened with ${open} is not closed`);
  };

  /** The offset just past a path starting with `/` at `from`: segments of names, `{wildcards}` and `$(expressions)`. */
  const pathEnd = (from: number): number => {
    let i = from;
    while (source[i] === '/') {
      i++;
      const segmentStart = i;
      while (i < source.length) {
        const char = source[i] ?? '';
        if (char === '{') i = bracketedEnd(i, '{', '}');
        else if (char === '$' && source[i + 1] === '(') i = bracketedEnd(i + 1, '(', ')');
        else if (isPathChar(char)) i++;
        else break;
      }
      if (i === segmentStart) fail('a path has an empty segment');
    }
    return i;
  };

  while (pos < source.length) {
    const char = source[pos] ?? '';
    const next = source[pos + 1] ?? '';

    if (/\s/.test(char)) {
      WHITESPACE.lastIndex = pos;
      advance(pos + (WHITESPACE.exec(source)?.[0].length ?? 1));
    } else if (char === '/' && next === '/') {
      const newline = source.indexOf('\n', pos);
      advance(newline === -1 ? source.length : newline);
    } else if (char === '/' && next === '*') {
      const close = source.indexOf('*/', pos + 2);
      if (close === -1) fail('a /* comment is not closed');
      advance(close + 2);
    } else if (char === "'" || char === '"') {
      push('string', stringEnd(pos));
    } else if (isDigit(char)) {
      NUMBER.lastIndex = pos;
      push('number', pos + (NUMBER.exec(source)?.[0].length ?? 1));
    } else if (isIdentifierStart(char)) {
      IDENTIFIER.lastIndex = pos;
      push('identifier', pos + (IDENTIFIER.exec(source)?.[0].length ?? 1));
    } else if (char === '/' && !endsOperand(tokens.at(-1))) {
      push('path', pathEnd(pos));
    } else {
      const operator = PUNCTUATION.find((candidate) => source.startsWith(candidate, pos));
      if (operator) push('punctuation', pos + operator.length);
      else if (BRACKETS.includes(char)) push('punctuation', pos + 1);
      else fail(`unexpected character ${JSON.stringify(char)}`);
    }
  }
  return tokens;
}
