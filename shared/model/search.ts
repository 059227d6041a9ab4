import { markdownText } from './markdown-text.js';
import { isTag } from './tags.js';

// Search keys, for the web, the indexing trigger and the seed alike. Why: docs/decisions/0031-search-words.md

/** Text as searches compare it, marks removed, every script kept: "Ọ̀rọ̀" → "oro", "አማርኛ" → "አማርኛ". */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFC').toLowerCase();
}

/** Whether `haystack` contains the search `query` once both are folded; a blank query matches all. */
export function matchesQuery(haystack: string, query: string): boolean {
  const needle = foldForSearch(query.trim());
  return needle === '' || foldForSearch(haystack).includes(needle);
}

/**
 * The most words a document stores: a post's title and tags, then the distinct words of its body (an essay of 1,500
 * words has about 600). Why 400: docs/decisions/0124-one-search.md
 */
export const SEARCH_WORDS_CAP = 400;

/** The distinct folded words, split at anything not a letter or digit ("Thiong’o" → "thiong", "o"). */
export function wordsForSearch(...texts: string[]): string[] {
  const words = texts.flatMap((text) => foldForSearch(text).split(/[^\p{L}\p{N}]+/u));
  return [...new Set(words.filter((word) => word !== ''))];
}

/** The shortest beginning that finds a word: 3 characters, 2 in syllabic scripts; shorter matches whole words only. */
export const SEARCH_PREFIX_MIN = 3;
export const SEARCH_PREFIX_MIN_SYLLABIC = 2;
const SYLLABIC_START =
  /^[\p{Script=Ethiopic}\p{Script=Vai}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{2}/u;

/** The longest beginning stored; a longer typed word is checked whole on the client (matchesSearchWords). */
export const SEARCH_PREFIX_MAX = 10;

/**
 * The most keys a document stores: each is an index entry Firestore bills as storage, in each index on the field.
 * Words come first, then beginnings in the words' order, so a cut drops the beginnings of the body's last words.
 */
export const SEARCH_KEYS_CAP = 1500;

export function shortestPrefix(word: string): number {
  return SYLLABIC_START.test(word) ? SEARCH_PREFIX_MIN_SYLLABIC : SEARCH_PREFIX_MIN;
}

function prefixesOf(word: string): string[] {
  // By code point, not UTF-16 unit: a character outside the Basic Multilingual Plane is not split.
  const characters = Array.from(word);
  const prefixes: string[] = [];
  for (let length = shortestPrefix(word); length < characters.length && length <= SEARCH_PREFIX_MAX; length += 1) {
    prefixes.push(characters.slice(0, length).join(''));
  }
  return prefixes;
}

/** What a document stores in searchWords: its words, then their beginnings, distinct and capped. */
export function searchKeys(words: readonly string[]): string[] {
  const kept = words.slice(0, SEARCH_WORDS_CAP);
  return [...new Set([...kept, ...kept.flatMap(prefixesOf)])].slice(0, SEARCH_KEYS_CAP);
}

/** A post's keys: its title and tags, then its body's words as read (Markdown's marks and link addresses left out). */
export function postSearchWords(post: { title: string; tags: readonly string[]; body: string }): string[] {
  return searchKeys(wordsForSearch(post.title, ...post.tags, markdownText(post.body)));
}

export function bannedBookSearchWords(book: { title: string; author: string }): string[] {
  return searchKeys(wordsForSearch(book.title, book.author));
}

/** A library entry's keys: title, author, then its description. */
export function libraryItemSearchWords(item: { title: string; author: string; description: string }): string[] {
  return searchKeys(wordsForSearch(item.title, item.author, item.description));
}

/** A news item's (any insight's) keys: title, byline, tags, summary, then its body. */
export function insightSearchWords(item: {
  title: string;
  byline: string;
  tags: readonly string[];
  summary: string;
  body: string;
}): string[] {
  return searchKeys(wordsForSearch(item.title, item.byline, ...item.tags, item.summary, item.body));
}

/** A public card's keys (members/{uid}): the member's name only, never their country or bio. */
export function memberSearchWords(card: { displayName: string }): string[] {
  return searchKeys(wordsForSearch(card.displayName));
}

/** An account's keys, for the admins' member list (users/{uid}): its display name and e-mail address. */
export function accountSearchWords(account: { displayName: string; email: string }): string[] {
  return searchKeys(wordsForSearch(account.displayName, account.email));
}

/** What a search asks `array-contains` for: the typed word cut to SEARCH_PREFIX_MAX characters. */
export function queryKey(word: string): string {
  return Array.from(word).slice(0, SEARCH_PREFIX_MAX).join('');
}

/** Whether stored searchWords (as read: anything) match every typed word, by beginning or, if short, whole. */
export function matchesSearchWords(stored: unknown, typed: readonly string[]): boolean {
  if (!Array.isArray(stored)) return false;
  const keys = stored.filter((key): key is string => typeof key === 'string');
  return typed.every((word) =>
    Array.from(word).length < shortestPrefix(word) ? keys.includes(word) : keys.some((key) => key.startsWith(word)),
  );
}

/** The word a search queries by: the longest, the least common, so the client checks the fewest posts. */
export function leadingWord(words: readonly string[]): string | undefined {
  return words.reduce<string | undefined>(
    (best, word) => (best === undefined || word.length > best.length ? word : best),
    undefined,
  );
}

/** How many posts carry each valid tag (isTag), alphabetically; a Map, as a tag may be "constructor". */
export function countPostTags(posts: readonly { tags: readonly string[] }[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const post of posts) {
    for (const tag of new Set(post.tags)) if (isTag(tag)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
