/**
 * Search keys: one normalisation for the web app's client-side filters, the searchWords trigger
 * (functions/src/search) and the seed, so a word typed in the search box and the words stored on a
 * document always compare the same way.
 *
 * Firestore has no full-text search. Each searchable document that a page reads in pages (posts,
 * banned books) carries `searchWords`: the distinct folded words of its title (and author, and a
 * post's tags), written by the trigger with the Admin SDK and never by a client (firestore.rules).
 * A search asks `array-contains` for one typed word; pages that load their whole list (the library,
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
 * adds up to 8 tags. Beyond it, later words are not searchable; the cap keeps a document's index
 * entries bounded whatever it holds.
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

/** A post's search words (posts/{slug}.searchWords): its title's, then its tags'. */
export function postSearchWords(post: { title: string; tags: readonly string[] }): string[] {
  return wordsForSearch(post.title, ...post.tags).slice(0, SEARCH_WORDS_CAP);
}

/** A banned book's search words (bannedBooks/{id}.searchWords): its title's, then its author's. */
export function bannedBookSearchWords(book: { title: string; author: string }): string[] {
  return wordsForSearch(book.title, book.author).slice(0, SEARCH_WORDS_CAP);
}

/**
 * The word of a search that goes to Firestore's `array-contains` (one per query): the longest, as
 * a long word is the least common, so the query returns the fewest posts for the client to check
 * against the other words. Undefined when the search has no word.
 */
export function leadingWord(words: readonly string[]): string | undefined {
  return words.reduce<string | undefined>(
    (best, word) => (best === undefined || word.length > best.length ? word : best),
    undefined,
  );
}

/** The id of the document in COLLECTIONS.stats that lists the tags in use: `{ tags: { [tag]: count } }`. */
export const POST_TAGS_STATS_ID = 'postTags';

/**
 * How many of the given (published) posts carry each tag, tags in alphabetical order; a tag no post
 * carries is absent. (A Map while counting: a tag may be any lower-case word, "constructor" too.)
 */
export function countPostTags(posts: readonly { tags: readonly string[] }[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const post of posts) {
    for (const tag of new Set(post.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
