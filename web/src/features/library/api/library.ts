import { writeAudited } from '@/lib/firebase/audited-write';
import { fetchPage, loadFirestore, snapshotAt, type Cursor, type Page, type Sdk } from '@/lib/firebase/load-firestore';
import { libraryItemFromSnapshot, type LibraryItem } from './library-item';
import { COLLECTIONS, LIMITS } from '@/lib/model';

/**
 * Filtered on the client over the whole catalogue, read in batches up to LIBRARY_CAP; the rules refuse a query above
 * LIMITS.query.libraryItems.
 */
export const LIBRARY_BATCH = LIMITS.query.libraryItems - 1;
export const LIBRARY_CAP = 2000;

/** The rest starts from its last document's path: JSON carries no cursor (decision 0101). */
export interface LibraryStart {
  items: LibraryItem[];
  next: string | null;
}

const catalogue = (sdk: Sdk) => sdk.query(sdk.collection(sdk.db, COLLECTIONS.libraryItems), sdk.orderBy('title'));

export async function fetchLibraryStart(count: number): Promise<LibraryStart> {
  const sdk = await loadFirestore();
  const page = await fetchPage(sdk, catalogue(sdk), count, null, libraryItemFromSnapshot);
  return { items: page.items, next: page.next?.ref.path ?? null };
}

/** The catalogue, or with `from` the rest of it after its start. */
export async function fetchLibrary(
  onBatch: (items: LibraryItem[]) => void,
  {
    batch = LIBRARY_BATCH,
    cap = LIBRARY_CAP,
    from,
  }: { batch?: number; cap?: number; from?: LibraryStart | undefined } = {},
): Promise<{ items: LibraryItem[]; capped: boolean }> {
  const sdk = await loadFirestore();
  const base = catalogue(sdk);
  const items: LibraryItem[] = [...(from?.items ?? [])];
  let after: Cursor | null = from?.next ? await snapshotAt(from.next) : null;
  if (from && !after) return { items, capped: false };
  do {
    const page: Page<LibraryItem> = await fetchPage(
      sdk,
      base,
      Math.min(batch, cap - items.length),
      after,
      libraryItemFromSnapshot,
    );
    items.push(...page.items);
    onBatch([...items]);
    after = page.next;
  } while (after && items.length < cap);
  return { items, capped: after !== null };
}

/** What the admin's form writes; the id and dates are the API's to set. */
export type LibraryItemInput = Omit<LibraryItem, 'id' | 'updated'>;

export async function saveLibraryItem(id: string | null, input: LibraryItemInput): Promise<void> {
  await writeAudited((batch, { collection, db, doc, serverTimestamp }) => {
    if (id) {
      const target = doc(db, COLLECTIONS.libraryItems, id);
      batch.update(target, { ...input, updated: serverTimestamp() });
      return { action: 'editLibraryItem', target, name: input.title };
    }
    const target = doc(collection(db, COLLECTIONS.libraryItems));
    batch.set(target, { ...input, created: serverTimestamp(), updated: serverTimestamp() });
    return { action: 'createLibraryItem', target, name: input.title };
  });
}

export async function deleteLibraryItem(item: Pick<LibraryItem, 'id' | 'title'>): Promise<void> {
  await writeAudited((batch, { db, doc }) => {
    const target = doc(db, COLLECTIONS.libraryItems, item.id);
    batch.delete(target);
    return { action: 'deleteLibraryItem', target, name: item.title };
  });
}

/** One entry of the catalogue; null when there is none at that id. */
export async function fetchLibraryItem(id: string): Promise<LibraryItem | null> {
  const { db, doc, getDoc } = await loadFirestore();
  const snapshot = await getDoc(doc(db, COLLECTIONS.libraryItems, id));
  return snapshot.exists() ? libraryItemFromSnapshot(snapshot) : null;
}
