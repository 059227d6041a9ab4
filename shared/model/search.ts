import { isTag } from './tags.js';

/**
 * Search keys: one normalisation for the web app's client-side filters, the searchWords trigger
 * (functions/src/search) and the seed, so a word typed in the search box and the words stored on a
 * document always compare the same way.
 *
 * Firestore has no full-text search. Each searchable document that a page reads in pages (posts,
 * banned books) carries `searchWords`: the distinct folded words of its title (and author, and a
 * post's tags), then the beginnings of those words (searchKeys), written by the trigger with the
 * Admin SDK and never by a client (firestore.rules). A search asks `array-contains` for one typed
 * word (queryKey), so "chimam" finds "Chimamanda"; pages that load their whole list (the library,
 * the advisory board) filter on the client with matchesQuery.
 */

/**
 * Text as searches compare it: compatibility-decomposed (NFKD: "ﬁ" → "fi"), without combining marks
 * (accents, the tone marks and under-dots of Yorùbá, the vowel marks of Arabic), recomposed (NFC) and
 * lower case. Letters of every script stay: "Ọ̀rọ̀" → "oro", "Côte" → "cote", "አማርኛ" → "አማርኛ".
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFC').toLowerCase();
}

/** Whether `haystack` contains the search `query` once both are folded; a blank query matches all. */
export function matchesQuery(haystack: string, query: string): boolean {
  const needle = foldForSearch(query.trim());
  return needle === '' || foldForSearch(haystack).includes(needle);
}

/**
 * The most words a document stores: a title of 160 characters rarely has more than 30 words, a post
 * adds up to 8 tags. Beyond it, later words are not searchable; with SEARCH_KEYS_CAP, the cap keeps
 * a document's index entries bounded whatever it holds.
 */
export const SEARCH_WORDS_CAP = 50;

/**
 * The distinct folded words of some texts, in order of appearance: runs of letters and digits of any
 * script, split at everything else (spaces, punctuation, apostrophes, hyphens: "Thiong’o" gives
 * "thiong" and "o", a tag "reading-list" gives "reading" and "list").
 */
export function wordsForSearch(...texts: string[]): string[] {
  const words = texts.flatMap((text) => foldForSearch(text).split(/[^\p{L}\p{N}]+/u));
  return [...new Set(words.filter((word) => word !== ''))];
}

/**
 * The shortest beginning of a word that finds it: 3 letters ("chi" finds "Chimamanda"; 1 or 2 Latin
 * or Arabic letters begin too many words to narrow a search), but 2 where each character is a
 * syllable or a word of its own: Ethiopic (Amharic, Tigrinya: "አማ" is "ama"), Vai, and the Chinese,
 * Japanese and Korean scripts. A typed word shorter than this matches whole words only ("of").
 */
export const SEARCH_PREFIX_MIN = 3;
export const SEARCH_PREFIX_MIN_SYLLABIC = 2;
const SYLLABIC_START =
  /^[\p{Script=Ethiopic}\p{Script=Vai}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{2}/u;

/**
 * The longest beginning stored (in characters): longer beginnings would add an index entry each for
 * little gain, as 10 letters already single a word out. A longer typed word is queried by its first
 * 10 (queryKey) and checked whole on the client (matchesSearchWords).
 */
export const SEARCH_PREFIX_MAX = 10;

/**
 * The most keys (words and beginnings) a document stores. Each key is an index entry in every index
 * on searchWords (the automatic one and a composite one a collection), which Firestore bills as
 * storage, and a document may hold 40,000: a title of 8 words stores about 50 keys; the cap keeps a
 * pathological one bounded. The whole words come first, so a cut drops beginnings, never a word.
 */
export const SEARCH_KEYS_CAP = 200;

/** The shortest typed beginning of `word` that is matched by its beginning (see SEARCH_PREFIX_MIN). */
export function shortestPrefix(word: string): number {
  return SYLLABIC_START.test(word) ? SEARCH_PREFIX_MIN_SYLLABIC : SEARCH_PREFIX_MIN;
}

/**
 * The beginnings of a folded word, shortest first, from shortestPrefix to SEARCH_PREFIX_MAX
 * characters, the word itself not included (it is stored as a word).
 */
function prefixesOf(word: string): string[] {
  // By code point, not UTF-16 unit: a character outside the Basic Multilingual Plane is not split.
  const characters = Array.from(word);
  const prefixes: string[] = [];
  for (let length = shortestPrefix(word); length < characters.length && length <= SEARCH_PREFIX_MAX; length += 1) {
    prefixes.push(characters.slice(0, length).join(''));
  }
  return prefixes;
}

/**
 * What a document stores in searchWords: its words (at most SEARCH_WORDS_CAP) in order, then the
 * beginnings of each, distinct, at most SEARCH_KEYS_CAP in all. The beginnings share the words'
 * field rather than a field of their own: one field for the rules to guard, one composite index a
 * list, and the client's check reads the same list the query matched.
 */
export function searchKeys(words: readonly string[]): string[] {
  const kept = words.slice(0, SEARCH_WORDS_CAP);
  return [...new Set([...kept, ...kept.flatMap(prefixesOf)])].slice(0, SEARCH_KEYS_CAP);
}

/** A post's search keys (posts/{slug}.searchWords): its title's and its tags' words, then their beginnings. */
export function postSearchWords(post: { title: string; tags: readonly string[] }): string[] {
  return searchKeys(wordsForSearch(post.title, ...post.tags));
}

/**
 * A banned book's search keys (bannedBooks/{id}.searchWords): its title's and its author's words,
 * then their beginnings.
 */
export function bannedBookSearchWords(book: { title: string; author: string }): string[] {
  return searchKeys(wordsForSearch(book.title, book.author));
}

/**
 * The value a search asks `array-contains` for, for a typed word: the word, cut to
 * SEARCH_PREFIX_MAX characters (the longest beginning stored). A word cut here must then be checked
 * whole on the client (matchesSearchWords).
 */
export function queryKey(word: string): string {
  return Array.from(word).slice(0, SEARCH_PREFIX_MAX).join('');
}

/**
 * Whether a document's stored searchWords (as read: anything) match every typed word: a stored
 * word begins with it, or, for a typed word shorter than its shortestPrefix, equals it. The whole
 * words are stored, so a beginning longer than SEARCH_PREFIX_MAX is checked against them.
 */
export function matchesSearchWords(stored: unknown, typed: readonly string[]): boolean {
  if (!Array.isArray(stored)) return false;
  const keys = stored.filter((key): key is string => typeof key === 'string');
  return typed.every((word) =>
    Array.from(word).length < shortestPrefix(word) ? keys.includes(word) : keys.some((key) => key.startsWith(word)),
  );
}

/**
 * The word of a search that goes to Firestore's `array-contains` (one per query, as its queryKey):
 * the longest, as a long word (or beginning) is the least common, so the query returns the fewest
 * posts for the client to check against the other words. Undefined when the search has no word.
 */
export function leadingWord(words: readonly string[]): string | undefined {
  return words.reduce<string | undefined>(
    (best, word) => (best === undefined || word.length > best.length ? word : best),
    undefined,
  );
}

/**
 * How many of the given (published) posts carry each tag, tags in alphabetical order; a tag no post
 * carries is absent. (A Map while counting: a tag may be any lower-case word, "constructor" too.)
 * Only tags the rules accept today are counted (isTag): the counts are a map keyed by tag, and one
 * stored before that check (`__x__`, a dotted name) would make the document unwritable.
 */
export function countPostTags(posts: readonly { tags: readonly string[] }[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const post of posts) {
    for (const tag of new Set(post.tags)) if (isTag(tag)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
