import { countedWrite } from '@/lib/firebase/counted-write';
import { loadFirestore, toDate } from '@/lib/firebase/load-firestore';
import { COLLECTIONS, NAME_REQUEST_STATUSES, rateTargets, type NameRequest, type NameRequestStatus } from '@/lib/model';

/** The member's own request for a new display name, nameRequests/{uid} (dates null while pending on the server). */
export type MyNameRequest = NameRequest<Date | null>;

const isStatus = (value: unknown): value is NameRequestStatus =>
  (NAME_REQUEST_STATUSES as readonly unknown[]).includes(value);

/** The member's request, or null when they have none (the rules let only them and admins read it). */
export async function fetchMyNameRequest(uid: string): Promise<MyNameRequest | null> {
  const { db, doc, getDoc } = await loadFirestore();
  const snapshot = await getDoc(doc(db, COLLECTIONS.nameRequests, uid));
  const data = snapshot.data();
  if (!data || !isStatus(data.status)) return null;
  return {
    displayName: String(data.displayName ?? ''),
    status: data.status,
    requested: toDate(data.requested),
    reviewed: toDate(data.reviewed),
    reason: typeof data.reason === 'string' ? data.reason : '',
  };
}

/** The card keeps the old name until an admin approves. Counted (LIMITS.rate.nameRequest). */
export async function requestName(uid: string, displayName: string): Promise<void> {
  await countedWrite(uid, 'nameRequest', async (transaction, { db, doc, serverTimestamp }) => {
    transaction.set(doc(db, COLLECTIONS.nameRequests, uid), {
      displayName,
      status: 'pending',
      requested: serverTimestamp(),
    });
    return { counted: rateTargets.nameRequest(uid), result: undefined };
  });
}

/** Withdraws the member's request (pending or decided). */
export async function withdrawNameRequest(uid: string): Promise<void> {
  const { db, deleteDoc, doc } = await loadFirestore();
  await deleteDoc(doc(db, COLLECTIONS.nameRequests, uid));
}
