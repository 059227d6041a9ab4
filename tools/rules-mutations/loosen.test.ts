import { describe, expect, it } from 'vitest';
import { decodeRulesString, encodeRulesString, loosenRegex, pathVariables } from './loosen.ts';

describe('rules string literals', () => {
  it('decode escapes and encode them back in the same quote', () => {
    const literal = "'^[^/\\\\\\\\\\\\s]\\\\'x'";
    const value = decodeRulesString(literal);
    expect(value).toBe("^[^/\\\\\\s]\\'x");
    expect(encodeRulesString(value, "'")).toBe("'^[^/\\\\\\\\\\\\s]\\\\\\'x'");
    expect(decodeRulesString(encodeRulesString("it's \\d", "'"))).toBe("it's \\d");
  });
});

describe('loosenRegex', () => {
  it('makes each class any character and each + or {n,m} a *, one change at a time', () => {
    expect(loosenRegex("'^[a-z]+-[0-9]{2,4}$'")).toEqual([
      { label: '[a-z] → .', literal: "'^.+-[0-9]{2,4}$'" },
      { label: '+ → *', literal: "'^[a-z]*-[0-9]{2,4}$'" },
      { label: '[0-9] → .', literal: "'^[a-z]+-.{2,4}$'" },
      { label: '{2,4} → *', literal: "'^[a-z]+-[0-9]*$'" },
    ]);
  });

  it('reads escapes: an escaped bracket or plus is a literal, a class may hold an escaped ]', () => {
    expect(loosenRegex("'\\\\[a\\\\+'")).toEqual([]);
    expect(loosenRegex("'/[^/\\\\\\\\\\\\s]x'").map((loosening) => loosening.literal)).toEqual(["'/.x'"]);
    expect(loosenRegex("'[\\\\]a]b'").map((loosening) => loosening.label)).toEqual(['[\\]a] → .']);
  });
});

describe('pathVariables', () => {
  it('lists the ids interpolated in a path, but the database', () => {
    expect(pathVariables('/databases/$(database)/documents/users/$(request.auth.uid)/x/$(id)')).toEqual([
      { start: 41, end: 57, expr: 'request.auth.uid' },
      { start: 63, end: 65, expr: 'id' },
    ]);
  });
});
