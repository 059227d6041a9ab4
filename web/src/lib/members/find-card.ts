import { loadFirestore, type Cursor } from '@/lib/firebase/load-firestore';
import { COLLECTIONS } from '@/lib/model';

/**
 * The public card a member's address names: by its slug, or else by its uid (the addresses made before slugs, and
 * cards given none yet). Null when there is none: a member whose card is held or was never approved has no page.
 */
export async function findCard(slugOrUid: string): Promise<Cursor | null> {
  if (slugOrUid === '') return null;
  const { collection, db, doc, getDoc, getDocs, limit, query, where } = await loadFirestore();
  const bySlug = await getDocs(query(collection(db, COLLECTIONS.members), where('slug', '==', slugOrUid), limit(1)));
  const [found] = bySlug.docs;
  if (found) return found;
  // A slug never holds a '/', and a uid with one would name another document.
  if (slugOrUid.includes('/')) return null;
  const byUid = await getDoc(doc(db, COLLECTIONS.members, slugOrUid));
  return byUid.exists() ? (byUid as Cursor) : null;
}
