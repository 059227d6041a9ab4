import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESERVED_NAME_PATTERN, displayNameProblem, isReservedName, normalizeName } from '#shared/model/index.ts';
import { LOOK_ALIKE_NAMES, ORDINARY_NAMES } from '#shared/testing/look-alike-names.ts';
import { CONFUSABLES_FILE, confusablesModule, latinConfusables } from './confusables.ts';

describe('display names that cannot pass for the editors’ (shared/model/names.ts)', () => {
  it.each(LOOK_ALIKE_NAMES.map((row) => [row.script, row.name, row.problem] as const))(
    'refuses %s (%s): %s',
    (_script, name, problem) => {
      expect(displayNameProblem(name)).toBe(problem);
    },
  );

  it.each(ORDINARY_NAMES)('accepts %s', (name) => {
    expect(displayNameProblem(name)).toBeNull();
  });

  it('finds the look-alikes that the rules’ pattern misses only through the skeleton, and none it finds', () => {
    const rulesPattern = new RegExp(RESERVED_NAME_PATTERN, 'iu');
    for (const { name, problem, rules } of LOOK_ALIKE_NAMES.filter((row) => row.problem === 'reserved')) {
      expect(rulesPattern.test(name), name).toBe(rules);
      expect(isReservedName(name), `${name} (${problem})`).toBe(true);
    }
  });

  it('stores a name in NFKC, trimmed: fullwidth and styled letters become plain ones', () => {
    expect(normalizeName('  Ｓｉｐｈｏ 𝐌𝐞𝐧𝐬𝐚𝐡 ')).toBe('Sipho Mensah');
    expect(normalizeName('Ọlá Adébáyọ̀')).toBe('Ọlá Adébáyọ̀'.normalize('NFKC'));
  });
});

describe('shared/model/confusables.ts', () => {
  it('is what tools/names/confusables.ts writes from the unhomoglyph package (run it after an update)', () => {
    expect(readFileSync(CONFUSABLES_FILE, 'utf8')).toBe(confusablesModule());
  });

  it('keeps the pairs whose prototype is Latin letters or digits and that NFKC leaves, and no other', () => {
    const pairs = latinConfusables({ а: 'a', 𝐚: 'a', '⍺': 'a', ɱ: 'rn̦', '∂': 'ð', ǉ: 'lj' });
    expect(pairs).toEqual([
      ['а', 'a'],
      ['⍺', 'a'],
      ['ɱ', 'rn̦'],
    ]);
  });
});
