import { LIMITS } from './limits.js';

/**
 * A post's tag: words of letters (any script, with their marks) and digits, joined by single
 * spaces or hyphens ("short stories", "post-colonial", "ስነ-ጽሑፍ", "1960s"). No underscore, dot,
 * slash, backtick or other sign, and nothing at either end but a letter, a mark or a digit: a tag
 * is a key of stats/postTags, where a name like `__x__` (reserved by Firestore) or a dotted one
 * would break the document. firestore.rules (isTag) holds the same pattern.
 */
export const TAG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:[ -][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*$/u;

/** A tag as the rules accept it: the pattern, within the length limit, lower case. */
export function isTag(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length >= LIMITS.post.tag.min &&
    value.length <= LIMITS.post.tag.max &&
    value.toLowerCase() === value &&
    TAG_PATTERN.test(value)
  );
}

/** A tag as the post form writes it: trimmed, lower case, runs of spaces made one. */
export const normalizeTag = (tag: string): string => tag.trim().replace(/\s+/g, ' ').toLowerCase();
