import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesQuery } from './search';

describe('foldForSearch', () => {
  it('drops accents and case, so a plain query finds accented names', () => {
    expect(foldForSearch('Côte d’Ivoire')).toBe('cote d’ivoire');
    expect(foldForSearch('Yorùbá')).toBe('yoruba');
    expect(foldForSearch('NGŨGĨ')).toBe('ngugi');
  });

  it('keeps letters of scripts without combining marks as they are', () => {
    expect(foldForSearch('አማርኛ')).toBe('አማርኛ');
  });
});

describe('matchesQuery', () => {
  it('finds the folded query anywhere in the text, and matches everything when blank', () => {
    expect(matchesQuery('Chiamaka Eze, Nigeria', '  eze ')).toBe(true);
    expect(matchesQuery('Côte d’Ivoire', 'COTE')).toBe(true);
    expect(matchesQuery('Ghana', 'kenya')).toBe(false);
    expect(matchesQuery('Ghana', '   ')).toBe(true);
  });
});
