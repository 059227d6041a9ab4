import { describe, expect, it } from 'vitest';
import { randomSlugPart, RANDOM_SLUG_PART_LENGTH, slugify } from './slug';

// The shape firestore.rules (isSlug) accepts, and its length.
const rulesSlug = /^[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]+(-[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]+)*$/u;
const MAX = 100;

describe('slugify', () => {
  it.each([
    ['Rain over Onitsha!', 'rain-over-onitsha'],
    ['Ìtàn àwọn Yorùbá', 'itan-awon-yoruba'],
    ['Côte d’Ivoire, 1960', 'cote-d-ivoire-1960'],
    ['የአፍሪካ ድምፆች', 'የአፍሪካ-ድምፆች'],
    ['أصوات أفريقيا', 'أصوات-أفريقيا'],
    ['ⵜⴰⵎⴰⵣⵉⵖⵜ ⵜⴰⵏⴻⵖⵔⵉⴼⵜ', 'ⵜⴰⵎⴰⵣⵉⵖⵜ-ⵜⴰⵏⴻⵖⵔⵉⴼⵜ'],
    ['  Lagos — Addis  ', 'lagos-addis'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title, MAX)).toBe(slug);
    expect(slug).toMatch(rulesSlug);
  });

  it('keeps the marks of other scripts, which are part of the word, and composes them (NFC)', () => {
    // Arabic with its vowel marks, Devanagari with its vowel signs.
    expect(slugify('كَتَبَ', MAX)).toBe('كَتَبَ');
    expect(slugify('हिन्दी कहानी', MAX)).toBe('हिन्दी-कहानी');
    // "أ" typed as alef + hamza above is the same slug as the composed letter.
    expect(slugify('\u0627\u0654صوات', MAX)).toBe(slugify('أصوات', MAX));
  });

  it('gives the same slug to the same title however its accents were typed', () => {
    expect(slugify('Yoru\u0300ba\u0301', MAX)).toBe(slugify('Yorùbá', MAX));
  });

  it('keeps at most the rules’ number of characters, counted in code points, without a trailing hyphen', () => {
    const amharic = slugify('ድምፆች '.repeat(40), MAX);
    expect(Array.from(amharic)).toHaveLength(MAX - 1);
    expect(amharic).toMatch(rulesSlug);
    // Adlam letters lie outside the Basic Multilingual Plane: no surrogate pair is cut in half.
    const adlam = slugify('𞤀𞤣𞤤𞤢𞤥'.repeat(30), MAX);
    expect(Array.from(adlam)).toHaveLength(MAX);
    expect(adlam).toMatch(rulesSlug);
  });

  it('is empty when the title has no letter or digit', () => {
    expect(slugify('!!! 🌍🌍 ???', MAX)).toBe('');
  });
});

describe('randomSlugPart', () => {
  it('is eight characters a-z0-9, different each time', () => {
    const part = randomSlugPart();
    expect(part).toMatch(new RegExp(`^[a-z0-9]{${RANDOM_SLUG_PART_LENGTH}}$`));
    expect(randomSlugPart()).not.toBe(part);
  });
});
