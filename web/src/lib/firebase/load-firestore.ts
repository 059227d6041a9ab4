/** The one way the web app reaches the database; never import ./firestore statically from shared code. */
export async function loadFirestore() {
  const [{ db }, sdk] = await Promise.all([import('./firestore'), import('firebase/firestore/lite')]);
  return { db, ...sdk };
}

export type Sdk = Awaited<ReturnType<typeof loadFirestore>>;
/** Where the next page starts: the last document of the previous page (Firestore cursor). */
export type Cursor = import('firebase/firestore/lite').QueryDocumentSnapshot;

export interface Page<T> {
  items: T[];
  /** The cursor for the next page; null when this page was the last. */
  next: Cursor | null;
}

/** Fails when the document is gone, as the list has changed. */
export async function snapshotAt(path: string): Promise<Cursor> {
  const { db, doc, getDoc } = await loadFirestore();
  const snapshot = await getDoc(doc(db, path));
  if (!snapshot.exists()) throw new Error(`The page's last entry (${path}) is gone: the list has changed`);
  return snapshot;
}

/**
 * For a condition Firestore cannot ask (a second `array-contains`). Each batch is a query of `batch` + 1: keep it
 * within the rules' limit (web/src/app/query-limits.test.ts).
 */
export interface PageFilter {
  keep: (snapshot: Cursor) => boolean;
  batch: number;
  /** The most batches one page reads (a read budget); the page then ends there, and the next starts after it. */
  batches?: number;
}

/** Reads one more than it keeps; with a filter, only kept documents count. */
export async function fetchPage<T>(
  sdk: Sdk,
  base: import('firebase/firestore/lite').Query,
  pageSize: number,
  after: Cursor | null,
  convert: (snapshot: Cursor) => T,
  filter?: PageFilter,
): Promise<Page<T>> {
  if (!filter) return pageOf(await readAfter(sdk, base, pageSize + 1, after), pageSize, convert);
  const kept: Cursor[] = [];
  let cursor = after;
  let batches = 0;
  do {
    const read = pageOf(await readAfter(sdk, base, filter.batch + 1, cursor), filter.batch, (snapshot) => snapshot);
    kept.push(...read.items.filter(filter.keep));
    cursor = read.next;
    batches += 1;
  } while (cursor && kept.length <= pageSize && batches < (filter.batches ?? Infinity));
  if (cursor && kept.length <= pageSize) return { items: kept.map(convert), next: cursor };
  return pageOf(kept, pageSize, convert);
}

/** As fetchPage, for the query `list` makes once the SDK is loaded. */
export async function queryPage<T>(
  list: (sdk: Sdk) => import('firebase/firestore/lite').Query,
  pageSize: number,
  after: Cursor | null,
  convert: (snapshot: Cursor) => T,
): Promise<Page<T>> {
  const sdk = await loadFirestore();
  return fetchPage(sdk, list(sdk), pageSize, after, convert);
}

/** A whole collection in one order, as queryPage's `list` (an admin's view of it, say). */
export const orderedBy =
  (collectionName: string, field: string, direction: 'asc' | 'desc' = 'asc') =>
  ({ collection, db, orderBy, query }: Sdk) =>
    query(collection(db, collectionName), orderBy(field, direction));

async function readAfter(
  { getDocs, limit, query, startAfter }: Sdk,
  base: import('firebase/firestore/lite').Query,
  count: number,
  after: Cursor | null,
): Promise<Cursor[]> {
  const constrained = after ? query(base, startAfter(after), limit(count)) : query(base, limit(count));
  return (await getDocs(constrained)).docs;
}

/** The first `pageSize` documents read, converted; the next page starts after them if more were read. */
function pageOf<T>(read: Cursor[], pageSize: number, convert: (snapshot: Cursor) => T): Page<T> {
  const page = read.slice(0, pageSize);
  return { items: page.map(convert), next: read.length > pageSize ? (page.at(-1) ?? null) : null };
}

/** A stored document as the converters read it: its id and its fields. */
export type StoredSnapshot = { id: string; data: () => Record<string, unknown> };

/** A text field as the client shows it: '' when it is absent or not a string. */
export const toText = (value: unknown) => (typeof value === 'string' ? value : '');

/** The named fields as text: '' where one is absent, anything else stored as String() writes it. */
export function textsOf<Key extends string>(data: Record<string, unknown>, keys: readonly Key[]): Record<Key, string> {
  return Object.fromEntries(keys.map((key) => [key, String(data[key] ?? '')])) as Record<Key, string>;
}

/** Firestore timestamps as the client uses them: a Date (null while a server stamp is pending). */
export function toDate(value: unknown): Date | null {
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    return value.toDate() as Date;
  }
  return null;
}
