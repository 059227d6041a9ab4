import { describe, expect, it } from 'vitest';
import {
  foldForSearch,
  holdsAllWords,
  leadingWord,
  matchesQuery,
  matchesSearchWords,
  queryKey,
  wordsForSearch,
} from './search';
import {
  bannedBookSearchWords,
  countPostTags,
  insightSearchWords,
  libraryItemSearchWords,
  memberSearchWords,
  postSearchWords,
  searchKeys,
  SEARCH_KEYS_CAP,
  SEARCH_PREFIX_MAX,
  SEARCH_WORDS_CAP,
} from '@/lib/model';

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
  it('of a post: its title’s and its tags’ words, then its body’s, then their beginnings of 3 letters and more', () => {
    expect(
      postSearchWords({ title: 'Proverbs in Yorùbá', tags: ['language', 'reading-list'], body: 'In **Ọ̀yọ́**.' }),
    ).toEqual([
      'proverbs',
      'in',
      'yoruba',
      'language',
      'reading',
      'list',
      'oyo',
      ...['pro', 'prov', 'prove', 'prover', 'proverb'],
      ...['yor', 'yoru', 'yorub'],
      ...['lan', 'lang', 'langu', 'langua', 'languag'],
      ...['rea', 'read', 'readi', 'readin'],
      'lis',
    ]);
  });

  it('of a post: its body’s words as a reader reads them, without Markdown’s marks or a link’s address', () => {
    const keys = postSearchWords({
      title: 'Onitsha',
      tags: [],
      body: '## My *grandmother*\n\nRead [Half of a Yellow Sun](https://en.wikipedia.org/wiki/Half_of_a_Yellow_Sun).',
    });
    expect(keys).toEqual(expect.arrayContaining(['grandmother', 'grandm', 'half', 'yellow', 'sun']));
    expect(keys).not.toContain('wikipedia');
    expect(keys).not.toContain('https');
  });

  it('of a library item, a news item and a member: their own fields; a member’s by the name alone', () => {
    expect(libraryItemSearchWords({ title: 'Kintu', author: 'Makumbi', description: 'Buganda.' }).slice(0, 3)).toEqual([
      'kintu',
      'makumbi',
      'buganda',
    ]);
    expect(
      insightSearchWords({
        title: 'Lagos',
        byline: 'Ama',
        tags: ['Events'],
        summary: 'A festival.',
        body: 'Poetry.',
      }).slice(0, 6),
    ).toEqual(['lagos', 'ama', 'events', 'a', 'festival', 'poetry']);
    expect(memberSearchWords({ displayName: 'Ọlá Ògún' })).toEqual(['ola', 'ogun', 'ogu']);
  });

  it('of a banned book: its title’s and author’s words, then their beginnings', () => {
    expect(bannedBookSearchWords({ title: 'Matigari', author: 'Ngũgĩ wa Thiong’o' })).toEqual([
      'matigari',
      'ngugi',
      'wa',
      'thiong',
      'o',
      ...['mat', 'mati', 'matig', 'matiga', 'matigar'],
      ...['ngu', 'ngug'],
      ...['thi', 'thio', 'thion'],
    ]);
  });

  it('store beginnings of 2 characters in syllabic scripts (Amharic), by character, not UTF-16 unit', () => {
    expect(searchKeys(wordsForSearch('የአፍሪካ ድምፆች'))).toEqual([
      'የአፍሪካ',
      'ድምፆች',
      ...['የአ', 'የአፍ', 'የአፍሪ'],
      ...['ድም', 'ድምፆ'],
    ]);
    // 𠀀𠀁𠀂 (Han, outside the BMP: two UTF-16 units each) gives whole characters.
    expect(searchKeys(['\u{20000}\u{20001}\u{20002}'])).toEqual(['\u{20000}\u{20001}\u{20002}', '\u{20000}\u{20001}']);
  });

  it('store beginnings up to SEARCH_PREFIX_MAX characters, the whole word always', () => {
    const keys = searchKeys(['internationalism']);
    expect(keys[0]).toBe('internationalism');
    expect(keys.at(-1)).toBe('internatio');
    expect(keys.at(-1)).toHaveLength(SEARCH_PREFIX_MAX);
    expect(keys).toHaveLength(1 + SEARCH_PREFIX_MAX - 2);
  });

  it('are capped: the first SEARCH_WORDS_CAP words kept, then beginnings up to SEARCH_KEYS_CAP in all', () => {
    // 500 words of 10 letters or more, each with beginnings of its own: far more than either cap.
    const body = Array.from({ length: 500 }, (_, i) => `x${i}longword`).join(' ');
    const keys = postSearchWords({ title: 'Latecomer', tags: [], body });
    expect(keys).toHaveLength(SEARCH_KEYS_CAP);
    expect(keys.slice(0, SEARCH_WORDS_CAP)).toEqual([
      'latecomer',
      ...Array.from({ length: SEARCH_WORDS_CAP - 1 }, (_, i) => `x${i}longword`),
    ]);
    // The title's beginnings come first among the beginnings; the body's last words lose theirs.
    expect(keys).toContain('lat');
    expect(keys).toContain('x0l');
    expect(keys).not.toContain(`x${SEARCH_WORDS_CAP}longword`);
    expect(keys).not.toContain(`x${SEARCH_WORDS_CAP - 2}l`);
  });
});

describe('queryKey', () => {
  it('is the typed word, cut to the longest stored beginning', () => {
    expect(queryKey('chimam')).toBe('chimam');
    expect(queryKey('internationalis')).toBe('internatio');
    expect(queryKey('\u{20000}'.repeat(12))).toBe('\u{20000}'.repeat(SEARCH_PREFIX_MAX));
  });
});

describe('matchesSearchWords', () => {
  const stored = postSearchWords({
    title: 'Reading Chimamanda Adichie in Lagos',
    tags: ['internationalism'],
    body: 'Notes.',
  });

  it('matches a typed word that begins a stored word, every typed word needed', () => {
    expect(matchesSearchWords(stored, ['chimam'])).toBe(true);
    expect(matchesSearchWords(stored, ['chimamanda', 'adi'])).toBe(true);
    expect(matchesSearchWords(stored, ['chimam', 'abuja'])).toBe(false);
    expect(matchesSearchWords(stored, ['himam'])).toBe(false);
  });

  it('checks a word longer than the stored beginnings against the whole words', () => {
    expect(matchesSearchWords(stored, ['internationalis'])).toBe(true);
    expect(matchesSearchWords(stored, ['internationale'])).toBe(false);
  });

  it('matches a typed word shorter than 3 letters whole only; 2 Amharic characters by beginning', () => {
    expect(matchesSearchWords(stored, ['in'])).toBe(true);
    expect(matchesSearchWords(stored, ['ch'])).toBe(false);
    expect(matchesSearchWords(searchKeys(['ድምፆች']), ['ድም'])).toBe(true);
    expect(matchesSearchWords(searchKeys(['ድምፆች']), ['ድ'])).toBe(false);
  });

  it('needs a stored list', () => {
    expect(matchesSearchWords(undefined, ['rain'])).toBe(false);
    expect(matchesSearchWords('rain', ['rain'])).toBe(false);
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

  it('leaves out a tag the rules refuse today, which as a key would make the counts unwritable', () => {
    const counts = countPostTags([{ tags: ['__x__', 'a.b', 'Upper', 'poetry'] }, { tags: ['__name__', 'poetry'] }]);
    expect(counts).toEqual({ poetry: 2 });
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
