import { textsOf, toDate, type Cursor } from '@/lib/firebase/load-firestore';
import { BANNED_BOOK_STATUSES, type BannedBook as StoredBannedBook, type BannedBookStatus } from '@/lib/model';

export type BannedBook = Omit<StoredBannedBook<Date | null>, 'created' | 'searchWords' | 'declineReason'> & {
  id: string;
  declineReason: string;
};

const statusOf = (value: unknown): BannedBookStatus =>
  BANNED_BOOK_STATUSES.find((status) => status === value) ?? 'proposed';

export function bannedBookFromSnapshot(snapshot: Cursor): BannedBook {
  const data = snapshot.data();
  return {
    id: snapshot.id,
    ...textsOf(data, ['title', 'author', 'country', 'reason', 'proposedBy', 'declineReason']),
    year: Number(data.year ?? 0),
    sources: Array.isArray(data.sources) ? data.sources.map(String) : [],
    status: statusOf(data.status),
    updated: toDate(data.updated),
  };
}

/** What a proposal or an admin's edit writes; the status, proposer and dates are the API's to set. */
export type BannedBookInput = Omit<BannedBook, 'id' | 'status' | 'proposedBy' | 'declineReason' | 'updated'>;
