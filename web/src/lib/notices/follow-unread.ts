import { collection, limit, onSnapshot, query, where, type FirestoreError } from 'firebase/firestore';
import { liveDb } from '@/lib/firebase/live-firestore';
import { COLLECTIONS } from '@/lib/model';

/**
 * Follows the member's unread notices (`read == false`, as isUnread): `onCount` gets how many, up to
 * `most` (within the rules' list limit), at once and after every change. Returns the unsubscribe.
 */
export function followUnread(
  uid: string,
  most: number,
  onCount: (count: number) => void,
  onError: (error: FirestoreError) => void,
) {
  const unread = query(
    collection(liveDb, COLLECTIONS.users, uid, COLLECTIONS.notifications),
    where('read', '==', false),
    limit(most),
  );
  return onSnapshot(unread, (snapshot) => onCount(snapshot.size), onError);
}
