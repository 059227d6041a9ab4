import { writeAudited } from '@/lib/firebase/audited-write';
import { fetchPage, loadFirestore, type Cursor, type Page } from '@/lib/firebase/load-firestore';
import { libraryItemFromSnapshot, type LibraryItem } from './library-item';
import { COLLECTIONS, LIMITS } from '@/lib/model';

/**
 * Search and category filters run on the client, over the whole catalogue: it is read in pages of
 * LIBRARY_BATCH (cursor on title) up to LIBRARY_CAP items. onBatch shows each batch as it lands,
 * so the first results appear after the first page. A batch asks for one more document than it
 * shows (fetchPage), and the rules refuse a query above LIMITS.query.libraryItems.
 */
export const LIBRARY_BATCH = LIMITS.query.libraryItems - 1;
export const LIBRARY_CAP = 2000;

export async function fetchLibrary(
  onBatch: (items: LibraryItem[]) => void,
  { batch = LIBRARY_BATCH, cap = LIBRARY_CAP }: { batch?: number; cap?: number } = {},
): Promise<{ items: LibraryItem[]; capped: boolean }> {
  const sdk = await loadFirestore();
  const base = sdk.query(sdk.collection(sdk.db, COLLECTIONS.libraryItems), sdk.orderBy('title'));
  const items: LibraryItem[] = [];
  let after: Cursor | null = null;
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
