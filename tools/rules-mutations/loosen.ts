/**
 * Text-level weakenings of a rules string literal (a regex) and of a path literal (the ids inside
 * `$(…)`), for mutants.ts. Pure functions on source text.
 */

/** A rules string literal's value: the quotes removed, `\\` and `\'` (or `\"`) unescaped. */
export function decodeRulesString(literal: string): string {
  return literal.slice(1, -1).replace(/\\(.)/g, '$1');
}

/** A value as a rules string literal in the given quote. */
export function encodeRulesString(value: string, quote: string): string {
  return quote + value.replace(/\\/g, '\\\\').replaceAll(quote, `\\${quote}`) + quote;
}

export interface Loosening {
  /** What changed, for the mutant's id: e.g. `[^\s] → .` or `+ → *`. */
  label: string;
  /** The whole literal after the change. */
  literal: string;
}

/**
 * The loosenings of a regex literal: each character class made `.` (any character), and each `+`
 * or `{n,m}` quantifier made `*` (zero allowed). `matches()` already matches the whole string, so
 * anchors are not mutated: dropping one changes nothing.
 */
export function loosenRegex(literal: string): Loosening[] {
  const quote = literal[0] ?? "'";
  const regex = decodeRulesString(literal);
  const edits: { start: number; end: number; from: string; to: string }[] = [];
  for (let index = 0; index < regex.length; index++) {
    const char = regex[index];
    if (char === '\\') {
      index++; // an escaped character is a literal, whatever it is
    } else if (char === '[') {
      const end = classEnd(regex, index);
      edits.push({ start: index, end, from: regex.slice(index, end), to: '.' });
      index = end - 1;
    } else if (char === '+') {
      edits.push({ start: index, end: index + 1, from: '+', to: '*' });
    } else if (char === '{') {
      const match = /^\{\d+(,\d*)?\}/.exec(regex.slice(index));
      if (match) {
        edits.push({ start: index, end: index + match[0].length, from: match[0], to: '*' });
        index += match[0].length - 1;
      }
    }
  }
  return edits.map(({ start, end, from, to }) => ({
    label: `${from} → ${to}`,
    literal: encodeRulesString(regex.slice(0, start) + to + regex.slice(end), quote),
  }));
}

/** The offset just past the `]` that closes the class opened at `start` (escapes and `[]…]` honoured). */
function classEnd(regex: string, start: number): number {
  let index = start + 1;
  if (regex[index] === '^') index++;
  if (regex[index] === ']') index++;
  for (; index < regex.length; index++) {
    if (regex[index] === '\\') index++;
    else if (regex[index] === ']') return index + 1;
  }
  return regex.length;
}

/** The `$(…)` interpolations of a path literal, with their offsets in it; `$(database)` left out. */
export function pathVariables(path: string): { start: number; end: number; expr: string }[] {
  return [...path.matchAll(/\$\(([^()]*)\)/g)]
    .filter((match) => match[1] !== 'database')
    .map((match) => ({ start: match.index + 2, end: match.index + 2 + (match[1] ?? '').length, expr: match[1] ?? '' }));
}
