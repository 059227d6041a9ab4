import { loadFirestore } from '@/lib/firebase/load-firestore';
import { libraryItemFromSnapshot, type LibraryItem } from './library-item';
import { COLLECTIONS } from '@/lib/model';

/** The library's highlight on the community home: the most recently added or edited item. */
export async function fetchLibraryHighlight(): Promise<LibraryItem | null> {
  const { collection, db, getDocs, limit, orderBy, query } = await loadFirestore();
  const snapshot = await getDocs(query(collection(db, COLLECTIONS.libraryItems), orderBy('updated', 'desc'), limit(1)));
  const first = snapshot.docs[0];
  return first ? libraryItemFromSnapshot(first) : null;
}
