/** One page of a Firestore query and the cursor that continues it (null at the end). */
export interface Page<T> {
  items: T[];
  next: unknown;
}

/**
 * Runs `fetch` for pageSize + 1 documents: the extra one only tells whether another page exists,
 * so "Load more" never leads to an empty page.
 */
export function toPage<S, T>(docs: S[], pageSize: number, map: (doc: S) => T): Page<T> {
  const items = docs.slice(0, pageSize);
  return { items: items.map(map), next: docs.length > pageSize ? (items.at(-1) ?? null) : null };
}
