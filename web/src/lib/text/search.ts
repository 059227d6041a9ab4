/**
 * Search that ignores case and accents: the one normalisation of shared/model/search.ts, which the
 * searchWords trigger and the seed use too, so the client's filters and the stored search words agree.
 */
export { foldForSearch, matchesQuery, wordsForSearch, leadingWord } from '../model';

/** Whether a stored list (a document's searchWords or tags, as read) holds every one of `words`. */
export function holdsAllWords(stored: unknown, words: readonly string[]): boolean {
  return Array.isArray(stored) && words.every((word) => stored.includes(word));
}
