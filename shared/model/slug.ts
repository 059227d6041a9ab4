/**
 * "Ìtàn àwọn Yorùbá" → "itan-awon-yoruba", "የአፍሪካ ድምፆች" → "የአፍሪካ-ድምፆች": no transliteration, and accents come off Latin
 * letters only (other scripts' marks are part of the word). firestore.rules (isSlug) checks it.
 */
export function slugify(title: string, maxLength: number): string {
  const words = title
    .normalize('NFD')
    // A combining mark right after a Latin letter is an accent: "ọ" → "o".
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    // Lower-case, caseless and modifier letters, marks and numbers; the rare letter that stays upper
    // case after toLowerCase is dropped, as the rules refuse it.
    .replace(/[^\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  // Cut by code points so no surrogate pair is split (the rules count characters).
  return Array.from(words).slice(0, maxLength).join('').replace(/-+$/, '');
}

/** How many characters randomSlugPart gives. */
export const RANDOM_SLUG_PART_LENGTH = 8;

/** Eight random characters a-z0-9: a slug's part when the title gives none, or none that is free. */
export function randomSlugPart(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(RANDOM_SLUG_PART_LENGTH));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}
