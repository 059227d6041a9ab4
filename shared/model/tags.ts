import { LIMITS } from './limits.js';

/** Safe as a key of stats/postTags (docs/decisions/0018); firestore.rules (isTag) holds a copy. */
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

export const normalizeTag = (tag: string): string => tag.trim().replace(/\s+/g, ' ').toLowerCase();
