import { countedWrite } from '@/lib/firebase/counted-write';
import { writeAudited } from '@/lib/firebase/audited-write';
import { loadFirestore, orderedBy, queryPage, type Cursor, type Page, type Sdk } from '@/lib/firebase/load-firestore';
import { fetchSearchPage } from '@/lib/firebase/search-page';
import { bannedBookFromSnapshot, type BannedBook, type BannedBookInput } from './banned-book';
import { COLLECTIONS, rateTargets } from '@/lib/model';

export const BANNED_PAGE_SIZE = 12;

/** Approved entries, most recent ban first; the status filter is what the rules require. */
const approvedList = ({ collection, db, orderBy, query, where }: Sdk) =>
  query(collection(db, COLLECTIONS.bannedBooks), where('status', '==', 'approved'), orderBy('year', 'desc'));

export const fetchApprovedBannedBooks = (
  after: Cursor | null,
  pageSize = BANNED_PAGE_SIZE,
): Promise<Page<BannedBook>> => queryPage(approvedList, pageSize, after, bannedBookFromSnapshot);

/** One word by `array-contains`, the others on the client, as the posts' search does. */
export async function searchApprovedBannedBooks(
  after: Cursor | null,
  search: string,
  pageSize = BANNED_PAGE_SIZE,
): Promise<Page<BannedBook>> {
  return fetchSearchPage({
    search,
    list: approvedList,
    after,
    pageSize,
    // Batches of 12 + 1: the rules' limit of a public list of banned books (LIMITS.query.bannedBooks).
    batch: BANNED_PAGE_SIZE,
    convert: bannedBookFromSnapshot,
  });
}

/** Counted (LIMITS.rate.proposal). */
export async function proposeBannedBook(uid: string, input: BannedBookInput): Promise<void> {
  const { collection, db, doc, serverTimestamp } = await loadFirestore();
  const ref = doc(collection(db, COLLECTIONS.bannedBooks));
  await countedWrite(uid, 'proposal', async (transaction) => {
    transaction.set(ref, {
      ...input,
      status: 'proposed',
      proposedBy: uid,
      created: serverTimestamp(),
      updated: serverTimestamp(),
    });
    return { counted: rateTargets.proposal(ref.id), result: undefined };
  });
}

/** Admin view: every entry, proposals included, most recently changed first. */
export const fetchAllBannedBooks = (after: Cursor | null, pageSize = 20): Promise<Page<BannedBook>> =>
  queryPage(orderedBy(COLLECTIONS.bannedBooks, 'updated', 'desc'), pageSize, after, bannedBookFromSnapshot);

/** An admin adds an entry (approved at once) or edits one; the status changes by approveBannedBook only. */
export async function saveBannedBookAsAdmin(
  id: string | null,
  input: BannedBookInput,
  adminUid: string,
): Promise<void> {
  await writeAudited((batch, { collection, db, doc, serverTimestamp }) => {
    if (id) {
      const target = doc(db, COLLECTIONS.bannedBooks, id);
      batch.update(target, { ...input, updated: serverTimestamp() });
      return { action: 'editBannedBook', target, name: input.title };
    }
    const target = doc(collection(db, COLLECTIONS.bannedBooks));
    batch.set(target, {
      ...input,
      status: 'approved',
      proposedBy: adminUid,
      created: serverTimestamp(),
      updated: serverTimestamp(),
    });
    return { action: 'createBannedBook', target, name: input.title };
  });
}

/** Approving a proposal (or one declined before) puts it on the public list, without a decline reason. */
export async function approveBannedBook(book: Pick<BannedBook, 'id' | 'title'>): Promise<void> {
  await writeAudited((batch, { db, deleteField, doc, serverTimestamp }) => {
    const target = doc(db, COLLECTIONS.bannedBooks, book.id);
    batch.update(target, { status: 'approved', declineReason: deleteField(), updated: serverTimestamp() });
    return { action: 'approveBannedBook', target, name: book.title };
  });
}

/** A proposal declined with the reason its proposer reads in My account. */
export async function declineBannedBook(book: Pick<BannedBook, 'id' | 'title'>, reason: string): Promise<void> {
  await writeAudited((batch, { db, doc, serverTimestamp }) => {
    const target = doc(db, COLLECTIONS.bannedBooks, book.id);
    batch.update(target, { status: 'declined', declineReason: reason, updated: serverTimestamp() });
    return { action: 'declineBannedBook', target, name: book.title };
  });
}

export async function deleteBannedBook(book: Pick<BannedBook, 'id' | 'title'>): Promise<void> {
  await writeAudited((batch, { db, doc }) => {
    const target = doc(db, COLLECTIONS.bannedBooks, book.id);
    batch.delete(target);
    return { action: 'deleteBannedBook', target, name: book.title };
  });
}
