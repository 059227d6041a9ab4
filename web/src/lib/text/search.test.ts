import { describe, expect, it } from 'vitest';
import { foldForSearch, holdsAllWords, leadingWord, matchesQuery, wordsForSearch } from './search';
import { bannedBookSearchWords, countPostTags, postSearchWords, SEARCH_WORDS_CAP } from '../model';

// The functions in shared/model/search.ts, which the web app, the searchWords trigger and the seed share.

describe('foldForSearch', () => {
  it('drops accents and case, so a plain query finds accented names', () => {
    expect(foldForSearch('Côte d’Ivoire')).toBe('cote d’ivoire');
    expect(foldForSearch('Yorùbá')).toBe('yoruba');
    expect(foldForSearch('NGŨGĨ')).toBe('ngugi');
  });

  it('takes the tone marks and under-dots off Yorùbá letters, whichever way they were typed', () => {
    // ọ̀ as one precomposed letter plus a grave, and as o + dot below + grave: the same word.
    expect(foldForSearch('Ọ̀rọ̀ àṣẹ')).toBe('oro ase');
    expect(foldForSearch('O\u0323\u0300ro\u0323\u0300')).toBe('oro');
    expect(foldForSearch('Ẹ́kọ́')).toBe('eko');
  });

  it('folds French accents and ligatures', () => {
    expect(foldForSearch('Élève, ÇA, Noël, ﬁn')).toBe('eleve, ca, noel, fin');
  });

  it('keeps the letters of scripts without accents: Amharic as it is, Arabic without its vowel marks', () => {
    expect(foldForSearch('አማርኛ')).toBe('አማርኛ');
    expect(foldForSearch('الْكِتَاب')).toBe('الكتاب');
  });
});

describe('wordsForSearch', () => {
  it('splits on spaces and punctuation, keeps each folded word once, in order', () => {
    expect(wordsForSearch('Writing in the language of your mother — writing!')).toEqual([
      'writing',
      'in',
      'the',
      'language',
      'of',
      'your',
      'mother',
    ]);
    expect(wordsForSearch('Ngũgĩ wa Thiong’o', 'reading-list')).toEqual([
      'ngugi',
      'wa',
      'thiong',
      'o',
      'reading',
      'list',
    ]);
  });

  it('keeps words of non-Latin scripts as words, and digits', () => {
    expect(wordsForSearch('የአፍሪካ ድምፆች 2026')).toEqual(['የአፍሪካ', 'ድምፆች', '2026']);
    expect(wordsForSearch('كِتَابُ الأَدَبِ')).toEqual(['كتاب', 'الادب']);
    expect(wordsForSearch('Ìtàn àwọn Yorùbá')).toEqual(['itan', 'awon', 'yoruba']);
  });

  it('has no word for blank or punctuation-only text', () => {
    expect(wordsForSearch('  ', '—?!')).toEqual([]);
  });
});

describe('the stored search words', () => {
  it('of a post: its title and its tags', () => {
    expect(postSearchWords({ title: 'Proverbs in Yorùbá', tags: ['language', 'reading-list'] })).toEqual([
      'proverbs',
      'in',
      'yoruba',
      'language',
      'reading',
      'list',
    ]);
  });

  it('of a banned book: its title and author', () => {
    expect(bannedBookSearchWords({ title: 'Matigari', author: 'Ngũgĩ wa Thiong’o' })).toEqual([
      'matigari',
      'ngugi',
      'wa',
      'thiong',
      'o',
    ]);
  });

  it('are capped, the first words kept', () => {
    const title = Array.from({ length: 80 }, (_, i) => `w${i}`).join(' ');
    const words = postSearchWords({ title, tags: ['late'] });
    expect(words).toHaveLength(SEARCH_WORDS_CAP);
    expect(words[0]).toBe('w0');
    expect(words).not.toContain('late');
  });
});

describe('leadingWord', () => {
  it('is the longest word, the first of equals; none for no words', () => {
    expect(leadingWord(['the', 'market', 'women'])).toBe('market');
    expect(leadingWord(['ab', 'cd'])).toBe('ab');
    expect(leadingWord([])).toBeUndefined();
  });
});

describe('countPostTags', () => {
  it('counts each post once per tag, sorted by tag, any word a key', () => {
    const counts = countPostTags([
      { tags: ['poetry', 'lagos'] },
      { tags: ['poetry', 'poetry'] },
      { tags: ['constructor'] },
    ]);
    expect(Object.entries(counts)).toEqual([
      ['constructor', 1],
      ['lagos', 1],
      ['poetry', 2],
    ]);
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

describe('holdsAllWords', () => {
  it('needs every word in the stored list, and a list at all', () => {
    expect(holdsAllWords(['rain', 'over', 'onitsha'], ['onitsha', 'rain'])).toBe(true);
    expect(holdsAllWords(['rain', 'over'], ['rain', 'onitsha'])).toBe(false);
    expect(holdsAllWords(undefined, ['rain'])).toBe(false);
    expect(holdsAllWords('rain', ['rain'])).toBe(false);
  });
});
