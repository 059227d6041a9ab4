/**
 * Firestore (lite), loaded on demand: the one way the web app reaches the database. A page that
 * never reads or writes never downloads the SDK (import this module only from code that needs it;
 * never import ./firestore statically from shared code).
 */
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

/**
 * A cursor again from its document's path (a page rendered on the server sends the path): the next
 * page starts after that document. Fails when the document is gone, as the list has changed.
 */
export async function snapshotAt(path: string): Promise<Cursor> {
  const { db, doc, getDoc } = await loadFirestore();
  const snapshot = await getDoc(doc(db, path));
  if (!snapshot.exists()) throw new Error(`The page's last entry (${path}) is gone: the list has changed`);
  return snapshot;
}

/** Runs a query limited to pageSize + 1 documents, so that we know whether another page exists. */
export async function fetchPage<T>(
  sdk: Sdk,
  base: import('firebase/firestore/lite').Query,
  pageSize: number,
  after: Cursor | null,
  convert: (snapshot: Cursor) => T,
): Promise<Page<T>> {
  const { getDocs, limit, query, startAfter } = sdk;
  const constrained = after ? query(base, startAfter(after), limit(pageSize + 1)) : query(base, limit(pageSize + 1));
  return pageOf((await getDocs(constrained)).docs, pageSize, convert);
}

/** The first `pageSize` documents read, converted; the next page starts after them if more were read. */
function pageOf<T>(read: Cursor[], pageSize: number, convert: (snapshot: Cursor) => T): Page<T> {
  const page = read.slice(0, pageSize);
  return { items: page.map(convert), next: read.length > pageSize ? (page.at(-1) ?? null) : null };
}

/**
 * A page of a query whose documents the client filters further (`keep`), for a condition Firestore
 * cannot ask (a second `array-contains`): reads `batch` documents at a time until `pageSize` are
 * kept, plus one that tells another page exists, or the query runs out. The next page starts after
 * the last document kept. Each batch is a query of `batch` + 1: keep it within the rules' limit
 * (web/src/app/query-limits.test.ts).
 */
export async function fetchFilteredPage<T>(
  sdk: Sdk,
  base: import('firebase/firestore/lite').Query,
  pageSize: number,
  after: Cursor | null,
  keep: (snapshot: Cursor) => boolean,
  convert: (snapshot: Cursor) => T,
  batch: number,
): Promise<Page<T>> {
  const kept: Cursor[] = [];
  let cursor = after;
  do {
    const read = await fetchPage(sdk, base, batch, cursor, (snapshot) => snapshot);
    kept.push(...read.items.filter(keep));
    cursor = read.next;
  } while (cursor && kept.length <= pageSize);
  return pageOf(kept, pageSize, convert);
}

/** A stored document as the converters read it: its id and its fields. */
export type StoredSnapshot = { id: string; data: () => Record<string, unknown> };

/** A text field as the client shows it: '' when it is absent or not a string. */
export const toText = (value: unknown) => (typeof value === 'string' ? value : '');

/** Firestore timestamps as the client uses them: a Date (null while a server stamp is pending). */
export function toDate(value: unknown): Date | null {
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    return value.toDate() as Date;
  }
  return null;
}
