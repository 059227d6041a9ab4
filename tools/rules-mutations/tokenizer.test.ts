import { describe, expect, it } from 'vitest';
import { RulesSyntaxError, tokenize, type Token } from './tokenizer.ts';

const texts = (source: string) => tokenize(source).map((token) => token.text);
const kinds = (source: string) => tokenize(source).map((token) => `${token.kind}:${token.text}`);

describe('tokenize', () => {
  it('reads identifiers, numbers and operators, the two-character ones whole', () => {
    expect(kinds('a.size() >= 10 && b != 2.5 || !c')).toEqual([
      'identifier:a',
      'punctuation:.',
      'identifier:size',
      'punctuation:(',
      'punctuation:)',
      'punctuation:>=',
      'number:10',
      'punctuation:&&',
      'identifier:b',
      'punctuation:!=',
      'number:2.5',
      'punctuation:||',
      'punctuation:!',
      'identifier:c',
    ]);
    expect(texts('x<=y<z>w>=v==u=t')).toEqual(['x', '<=', 'y', '<', 'z', '>', 'w', '>=', 'v', '==', 'u', '=', 't']);
  });

  it('keeps each token’s offsets and line, so that a span of the source can be replaced', () => {
    const source = 'a &&\n  bb';
    const [a, and, bb] = tokenize(source) as [Token, Token, Token];
    expect(a).toMatchObject({ start: 0, end: 1, line: 1 });
    expect(and).toMatchObject({ start: 2, end: 4, line: 1 });
    expect(bb).toMatchObject({ start: 7, end: 9, line: 2 });
    expect(source.slice(bb.start, bb.end)).toBe('bb');
  });

  it('reads strings whole, with their quotes and escapes', () => {
    expect(kinds(`x == 'it\\'s' && y == "say \\"hi\\""`)).toEqual([
      'identifier:x',
      'punctuation:==',
      `string:'it\\'s'`,
      'punctuation:&&',
      'identifier:y',
      'punctuation:==',
      'string:"say \\"hi\\""',
    ]);
    // The rules' regular expressions escape their backslashes: '\\s' is one string, ending at its quote.
    expect(texts(`v.matches('^[^@\\\\s]+$') && w`)).toEqual([
      'v',
      '.',
      'matches',
      '(',
      `'^[^@\\\\s]+$'`,
      ')',
      '&&',
      'w',
    ]);
    // A string ending in an escaped backslash ends at the quote that follows it.
    expect(texts(`'a\\\\' == b`)).toEqual([`'a\\\\'`, '==', 'b']);
  });

  it('reads the other quote, comment marks and brackets inside a string as text', () => {
    expect(texts(`"it's" + '"' + '// no comment' + '/* nor this */' + '(]{'`)).toEqual([
      `"it's"`,
      '+',
      `'"'`,
      '+',
      `'// no comment'`,
      '+',
      `'/* nor this */'`,
      '+',
      `'(]{'`,
    ]);
  });

  it('skips line and block comments, counting the lines they span', () => {
    const tokens = tokenize('a // a comment && b\n/* one\ntwo */ c /**/ d');
    expect(tokens.map((token) => token.text)).toEqual(['a', 'c', 'd']);
    expect(tokens.map((token) => token.line)).toEqual([1, 3, 3]);
  });

  it('reads match paths, with wildcards, as one token', () => {
    expect(kinds('match /databases/{database}/documents {')).toEqual([
      'identifier:match',
      'path:/databases/{database}/documents',
      'punctuation:{',
    ]);
    expect(kinds('match /{document=**} {')).toEqual(['identifier:match', 'path:/{document=**}', 'punctuation:{']);
    expect(texts('match /albums/{albumId}/photos/{photoId} {')[1]).toBe('/albums/{albumId}/photos/{photoId}');
  });

  it('reads a path with $( ) expressions as one token, and a / after an operand as division', () => {
    expect(kinds('get(/databases/$(database)/documents/users/$(request.auth.uid)).data')).toEqual([
      'identifier:get',
      'punctuation:(',
      'path:/databases/$(database)/documents/users/$(request.auth.uid)',
      'punctuation:)',
      'punctuation:.',
      'identifier:data',
    ]);
    expect(kinds('a / b')).toEqual(['identifier:a', 'punctuation:/', 'identifier:b']);
    expect(kinds('f(x) / 2')).toEqual([
      'identifier:f',
      'punctuation:(',
      'identifier:x',
      'punctuation:)',
      'punctuation:/',
      'number:2',
    ]);
    expect(kinds('return /a/$(f(x, ")"))')).toEqual(['identifier:return', `path:/a/$(f(x, ")"))`]);
  });

  it('says what is wrong, and on which line', () => {
    const error = (source: string) => {
      try {
        tokenize(source);
      } catch (caught) {
        return caught;
      }
      return null;
    };
    expect(error("a\nb == 'open")).toEqual(new RulesSyntaxError('a string is not closed', 2));
    expect(error("'one\ntwo'")).toEqual(new RulesSyntaxError('a string does not end on its line', 1));
    expect(error('a /* never closed')).toEqual(new RulesSyntaxError('a /* comment is not closed', 1));
    expect(error('\n\na # b')).toEqual(new RulesSyntaxError('unexpected character "#"', 3));
    expect(error('match /a/{b')).toEqual(new RulesSyntaxError('a path segment opened with { is not closed', 1));
    expect((error('x\n\n@') as Error).message).toBe('line 3: unexpected character "@"');
  });
});
