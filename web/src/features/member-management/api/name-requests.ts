import { fetchPage, loadFirestore, toDate, type Cursor, type Page } from '@/lib/firebase/load-firestore';
import { COLLECTIONS } from '@/lib/model';
import { adminCallable, callableErrors } from './admin-callable';
import { ADMIN_PAGE_SIZE } from './admin-users';

/** A pending request for a new display name (nameRequests/{uid}), with the card's current name. */
export interface PendingNameRequest {
  uid: string;
  requestedName: string;
  requested: Date | null;
  /** The card's name now ('' if the card was removed meanwhile). */
  currentName: string;
  /** Other members' cards that already carry the requested name, exactly. */
  sameNameCards: number;
}

/** Each with the member's card and whether another card already carries the name. */
export async function fetchPendingNamePage(after: Cursor | null): Promise<Page<PendingNameRequest>> {
  const sdk = await loadFirestore();
  const { db, collection, query, where, orderBy, doc, getDoc, getDocs, limit } = sdk;
  const pending = query(
    collection(db, COLLECTIONS.nameRequests),
    where('status', '==', 'pending'),
    orderBy('requested'),
  );
  const page = await fetchPage(sdk, pending, ADMIN_PAGE_SIZE, after, (snapshot) => snapshot);
  const items = await Promise.all(
    page.items.map(async (snapshot) => {
      const requestedName = String(snapshot.get('displayName') ?? '');
      const [card, sameName] = await Promise.all([
        getDoc(doc(db, COLLECTIONS.members, snapshot.id)),
        getDocs(query(collection(db, COLLECTIONS.members), where('displayName', '==', requestedName), limit(2))),
      ]);
      return {
        uid: snapshot.id,
        requestedName,
        requested: toDate(snapshot.get('requested')),
        currentName: String(card.get('displayName') ?? ''),
        sameNameCards: sameName.docs.filter((other) => other.id !== snapshot.id).length,
      };
    }),
  );
  return { items, next: page.next };
}

/** `requested` as the queue read it, in ms; the function refuses ('aborted') a request made since. */
export type NameReviewRequest = { uid: string; requested: number } & (
  { decision: 'approve' } | { decision: 'decline'; reason: string }
);

/** The reviewNameRequest callable. */
export const reviewNameRequest = adminCallable<NameReviewRequest>('reviewNameRequest');

/** reviewNameRequest's refusals in words, with the server's own (`detail`). */
export const NAME_REVIEW_ERRORS = callableErrors('admin:nameReviewErrors', ['aborted']);
