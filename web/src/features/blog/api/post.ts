import { toDate, type Cursor } from '@/lib/firebase/load-firestore';
import { splitList } from '@/lib/forms/lists';
import { coverAltOf } from '@/lib/forms/cover-alt';
import type { PostFormValues } from './post-schema';
import { LIMITS, normalizeTag, readPost } from '@/lib/model';

export { EDITORIAL_AUTHOR_TYPE, type PostStatus } from '@/lib/model';

/** posts/{slug} as the app shows it (shared/model/posts.ts); commentCount is 0 until counted. */
export type Post = ReturnType<typeof postFromSnapshot>;

/** What a writer edits. */
export interface PostInput {
  title: string;
  coverUrl: string;
  /** The cover described; '' without a cover. */
  coverAlt: string;
  body: string;
  tags: string[];
}

export const POST_LIMITS = LIMITS.post;

export function postFromSnapshot(snapshot: Cursor) {
  return readPost(snapshot.id, snapshot.data(), toDate);
}

/**
 * "Rain over Onitsha!" → "rain-over-onitsha", "Ìtàn àwọn Yorùbá" → "itan-awon-yoruba",
 * "የአፍሪካ ድምፆች" → "የአፍሪካ-ድምፆች": the title's words, lower case, joined by hyphens, in any script.
 * No transliteration library is among the dependencies, so letters of other scripts stay as they
 * are (a URL carries them percent-encoded); accents come off Latin letters only, because the marks
 * of other scripts (Arabic vowels, Devanagari vowel signs) are part of the word. Empty when the title
 * has no letter or digit at all (see postSlug). firestore.rules (isValidPost) checks the same shape.
 */
export function slugify(title: string): string {
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
  return Array.from(words).slice(0, POST_LIMITS.slug).join('').replace(/-+$/, '');
}

/**
 * The document id of a new post: its slug, or, for a title with no letter or digit at all (only
 * emoji or punctuation), "post-" and a short random id.
 */
export function postSlug(title: string, randomId: () => string = shortId): string {
  return slugify(title) || `post-${randomId()}`;
}

/** Eight random characters a-z0-9. */
function shortId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** The form's validated values as a post: trimmed, tags lower-case, spaces made one, without repeats. */
export function toPostInput(values: PostFormValues): PostInput {
  return {
    title: values.title.trim(),
    coverUrl: values.coverUrl.trim(),
    coverAlt: coverAltOf(values.coverUrl, values.coverAlt),
    body: values.body.trim(),
    tags: [...new Set(splitList(values.tags).map(normalizeTag))],
  };
}
