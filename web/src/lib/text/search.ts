/**
 * Text as searches compare it: lower case, without accents or other combining marks, so that
 * "cote" finds "Côte d’Ivoire" and "yoruba" finds "Yorùbá".
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether `haystack` contains the search `query` once both are folded; a blank query matches all. */
export function matchesQuery(haystack: string, query: string): boolean {
  const needle = foldForSearch(query.trim());
  return needle === '' || foldForSearch(haystack).includes(needle);
}
