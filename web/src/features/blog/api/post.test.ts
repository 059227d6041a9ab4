import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/lib/model';
import { postSlug, slugify } from './post';

// The shape firestore.rules (isValidPost) accepts for a slug.
const rulesSlug = /^[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]+(-[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]+)*$/u;

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
    expect(slugify(title)).toBe(slug);
    expect(slug).toMatch(rulesSlug);
  });

  it('keeps the marks of other scripts, which are part of the word, and composes them (NFC)', () => {
    // Arabic with its vowel marks, Devanagari with its vowel signs.
    expect(slugify('كَتَبَ')).toBe('كَتَبَ');
    expect(slugify('हिन्दी कहानी')).toBe('हिन्दी-कहानी');
    // "أ" typed as alef + hamza above is the same slug as the composed letter.
    expect(slugify('\u0627\u0654صوات')).toBe(slugify('أصوات'));
  });

  it('gives the same slug to the same title however its accents were typed', () => {
    expect(slugify('Yoru\u0300ba\u0301')).toBe(slugify('Yorùbá'));
  });

  it('keeps at most the rules’ number of characters, counted in code points, without a trailing hyphen', () => {
    const amharic = slugify('ድምፆች '.repeat(40));
    expect(Array.from(amharic)).toHaveLength(LIMITS.post.slug - 1);
    expect(amharic).toMatch(rulesSlug);
    // Adlam letters lie outside the Basic Multilingual Plane: no surrogate pair is cut in half.
    const adlam = slugify('𞤀𞤣𞤤𞤢𞤥'.repeat(30));
    expect(Array.from(adlam)).toHaveLength(LIMITS.post.slug);
    expect(adlam).toMatch(rulesSlug);
  });

  it('is empty when the title has no letter or digit', () => {
    expect(slugify('!!! 🌍🌍 ???')).toBe('');
  });
});

describe('postSlug', () => {
  it('is the slug when the title has one', () => {
    expect(postSlug('أصوات أفريقيا', () => 'unused')).toBe('أصوات-أفريقيا');
  });

  it('falls back to "post-" and a short random id when nothing readable remains', () => {
    expect(postSlug('🌍🌍', () => 'x7k2m9ab')).toBe('post-x7k2m9ab');
    const slug = postSlug('🌍🌍');
    expect(slug).toMatch(/^post-[a-z0-9]{8}$/);
    expect(slug).toMatch(rulesSlug);
    expect(postSlug('🌍🌍')).not.toBe(slug);
  });
});
