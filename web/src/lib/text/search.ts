/**
 * Search that ignores case and accents: the one normalisation of shared/model/search.ts, which the
 * searchWords trigger and the seed use too, so the client's filters and the stored search words agree.
 */
export { foldForSearch, matchesQuery, wordsForSearch, leadingWord } from '../model';
