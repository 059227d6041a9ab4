import {
  fetchPage,
  loadFirestore,
  toDate,
  toText,
  type Cursor,
  type Page,
  type Sdk,
} from '@/lib/firebase/load-firestore';
import { COLLECTIONS, LIMITS, isUnread } from '@/lib/model';

/** A notice as the page shows it. */
export interface Notice {
  id: string;
  subject: string;
  /** Where it is followed up; '' for nowhere. */
  link: string;
  created: Date | null;
  mailed: boolean;
  unread: boolean;
}

/** The page's notices, one query at a time: + 1 is the rules' list limit (LIMITS.query.notifications). */
export const NOTICES_PAGE_SIZE = LIMITS.query.notifications - 1;

/** A write batch holds at most 500 writes. */
const BATCH = 500;

const noticesOf = ({ collection, db }: Sdk, uid: string) =>
  collection(db, COLLECTIONS.users, uid, COLLECTIONS.notifications);

const toNotice = (snapshot: Cursor): Notice => {
  const data = snapshot.data();
  return {
    id: snapshot.id,
    subject: toText(data.subject),
    link: toText(data.link),
    created: toDate(data.created),
    mailed: data.mailed !== false,
    unread: isUnread(data),
  };
};

/** The member's notices, newest first, a page at a time. */
export async function fetchNotices(uid: string, after: Cursor | null): Promise<Page<Notice>> {
  const sdk = await loadFirestore();
  const { orderBy, query } = sdk;
  return fetchPage(sdk, query(noticesOf(sdk, uid), orderBy('created', 'desc')), NOTICES_PAGE_SIZE, after, toNotice);
}

/**
 * Marks the member's notices `ids` read: `read` is the one field the rules let them change. One
 * batch per 500, so marking is one write for a usual list.
 */
export async function markNoticesRead(uid: string, ids: readonly string[]): Promise<void> {
  const { db, doc, writeBatch } = await loadFirestore();
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = writeBatch(db);
    for (const id of ids.slice(start, start + BATCH)) {
      batch.update(doc(db, COLLECTIONS.users, uid, COLLECTIONS.notifications, id), { read: true });
    }
    await batch.commit();
  }
}

/**
 * Marks every unread notice read, the pages not loaded too: the unread ones a query at a time (the
 * rules' limit), each marked before the next is asked for, until a query finds fewer than it may.
 */
export async function markAllNoticesRead(uid: string): Promise<void> {
  const sdk = await loadFirestore();
  const { getDocs, limit, query, where } = sdk;
  const unread = query(noticesOf(sdk, uid), where('read', '==', false), limit(LIMITS.query.notifications));
  let found;
  do {
    found = (await getDocs(unread)).docs.map((snapshot) => snapshot.id);
    await markNoticesRead(uid, found);
  } while (found.length === LIMITS.query.notifications);
}
