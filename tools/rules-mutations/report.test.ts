import { describe, expect, it } from 'vitest';
import type { Mutant } from './mutants.ts';
import { failed, formatDuration, formatReport, judge, statusOf, type MutantResult } from './report.ts';

const mutant = (id: string, line: number): Mutant => {
  const [scope = '', change = ''] = id.split(': ');
  const [original = '', replacement = ''] = change.split(' → ');
  return {
    id,
    scope,
    operator: 'and-operand',
    line,
    original,
    replacement,
    edit: { start: 0, end: 0, text: replacement },
    collections: [],
  };
};
const killed = (id: string, line = 1): MutantResult => ({
  mutant: mutant(id, line),
  killed: true,
  killedBy: 'tests/rules/a.test.ts > a > b',
  seconds: 3,
});
const survived = (id: string, line = 1): MutantResult => ({ mutant: mutant(id, line), killed: false, seconds: 30 });

describe('judge', () => {
  const equivalents = { 'function f: b → true': 'b is read again later, so a missing b errors either way' };

  it('sorts results into killed, survived and equivalent; the check fails on a survivor', () => {
    const verdict = judge(
      [killed('function f: a → true'), survived('function f: b → true'), survived('function f: c → true')],
      equivalents,
      null,
    );
    expect(verdict.killed.map((result) => result.mutant.id)).toEqual(['function f: a → true']);
    expect(verdict.survived.map((result) => result.mutant.id)).toEqual(['function f: c → true']);
    expect(verdict.equivalent.map((result) => result.mutant.id)).toEqual(['function f: b → true']);
    expect(failed(verdict)).toBe(true);
    expect(failed(judge([killed('function f: a → true'), survived('function f: b → true')], equivalents, null))).toBe(
      false,
    );
  });

  it('fails on a kill its test did not confirm (it fails on the unchanged rules too), and lists it apart', () => {
    const unconfirmed: MutantResult = { ...killed('function f: d → true'), killed: false, unconfirmed: true };
    const verdict = judge([killed('function f: a → true'), unconfirmed], equivalents, null);
    expect(verdict.unconfirmed.map((result) => result.mutant.id)).toEqual(['function f: d → true']);
    expect(verdict.killed).toHaveLength(1);
    expect(verdict.survived).toEqual([]);
    expect(failed(verdict)).toBe(true);
    expect(statusOf(unconfirmed, false)).toBe('UNCONFIRMED');
    const report = formatReport(verdict, { rulesName: 'firestore.rules', seconds: 5, equivalents });
    expect(report).toContain('kill not confirmed');
    expect(report).toContain('failed: tests/rules/a.test.ts > a > b');
  });

  it('fails a declared-equivalent mutant that a test kills', () => {
    const verdict = judge([killed('function f: b → true')], equivalents, null);
    expect(verdict.wronglyEquivalent).toHaveLength(1);
    expect(failed(verdict)).toBe(true);
  });

  it('fails an equivalent id that names no mutant, but only when every mutant ran', () => {
    const results = [killed('function f: a → true')];
    const all = results.map((result) => result.mutant);
    expect(judge(results, equivalents, all).unknownEquivalents).toEqual(['function f: b → true']);
    expect(failed(judge(results, equivalents, all))).toBe(true);
    expect(judge(results, equivalents, null).unknownEquivalents).toEqual([]);
  });
});

describe('formatReport', () => {
  it('prints the counts, then each survivor with its line, operand and replacement, then the equivalents', () => {
    const equivalents = { 'function f: b → true': 'b is read again later.' };
    const verdict = judge(
      [
        killed('function f: a → true', 3),
        survived('function f: b → true', 4),
        survived('function g: x == 1 → true', 9),
      ],
      equivalents,
      null,
    );
    expect(formatReport(verdict, { rulesName: 'firestore.rules', seconds: 125, equivalents })).toBe(
      [
        'Mutation check of firestore.rules, 2 min 05 s',
        '  total           3',
        '  killed          1',
        '  survived        1',
        '  equivalent      1',
        '',
        'Survived: no rules test fails on these mutants (add a test that does):',
        '  firestore.rules:9  x == 1  →  true   (function g)',
        '      id: function g: x == 1 → true',
        '',
        'Equivalent (tools/rules-mutations/equivalent.ts):',
        '  firestore.rules:4  b  →  true   (function f)',
        '      b is read again later.',
      ].join('\n'),
    );
  });
});

describe('formatReport of some mutants', () => {
  it('says why only some ran', () => {
    const verdict = judge([killed('function f: a → true')], {}, null);
    const report = formatReport(verdict, {
      rulesName: 'firestore.rules',
      seconds: 3,
      equivalents: {},
      partial: '--only',
    });
    expect(report.split('\n')[0]).toBe('Mutation check of firestore.rules (--only), 3 s');
  });
});

describe('statusOf', () => {
  it('capitalises what fails the check', () => {
    expect(statusOf(killed('function f: a → true'), false)).toBe('killed');
    expect(statusOf(survived('function f: a → true'), false)).toBe('SURVIVED');
    expect(statusOf(survived('function f: a → true'), true)).toBe('equivalent');
    expect(statusOf(killed('function f: a → true'), true)).toBe('KILLED, though declared equivalent');
  });
});

describe('formatDuration', () => {
  it('uses seconds under a minute, minutes and seconds above', () => {
    expect(formatDuration(4.4)).toBe('4 s');
    expect(formatDuration(59.6)).toBe('1 min 00 s');
    expect(formatDuration(3725)).toBe('62 min 05 s');
  });
});
