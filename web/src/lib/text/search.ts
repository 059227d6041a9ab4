/** shared/model/search.ts's one normalisation, so client filters and stored search words agree. */
export { foldForSearch, matchesQuery, matchesSearchWords, queryKey, wordsForSearch, leadingWord } from '@/lib/model';

/** Whether a stored list (a document's tags, as read) holds every one of `words`, whole. */
export function holdsAllWords(stored: unknown, words: readonly string[]): boolean {
  return Array.isArray(stored) && words.every((word) => stored.includes(word));
}
