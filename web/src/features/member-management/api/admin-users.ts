import type { QueryConstraint } from 'firebase/firestore/lite';
import { fetchPage, loadFirestore, toDate, toText } from '@/lib/firebase/load-firestore';
import type { Cursor, Page, Sdk, StoredSnapshot } from '@/lib/firebase/load-firestore';
import { fetchSearchPage } from '@/lib/firebase/search-page';
import { COLLECTIONS, type MemberKind, type MemberType, type UserProfile } from '@/lib/model';

/** users/{uid} are readable and listable by admins only (firestore.rules). */
export const ADMIN_PAGE_SIZE = 25;

type StoredProfile = UserProfile<Date | null>;

/** A pending application, users/{uid} (shared/model/users.ts): what the admin reviews, each field read ('' or null when absent). */
export type Application = Required<Pick<StoredProfile, 'displayName' | 'email' | 'country' | 'bio' | 'applied'>> & {
  uid: string;
  memberKind: MemberKind | null;
};

/** One account of the members' list, users/{uid}. */
export type UserRow = Pick<StoredProfile, 'email' | 'type' | 'created'> &
  Required<Pick<StoredProfile, 'displayName'>> & {
    uid: string;
    /** As stored, shown as it is (the rules only let the known statuses in). */
    status: string;
  };

/** What every account of users/{uid} shows: its uid, name and address, and its other fields to read. */
function readAccount(snapshot: StoredSnapshot) {
  const data = snapshot.data();
  return { data, account: { uid: snapshot.id, displayName: toText(data.displayName), email: toText(data.email) } };
}

function toApplication(snapshot: StoredSnapshot): Application {
  const { data, account } = readAccount(snapshot);
  return {
    ...account,
    memberKind: (data.memberKind as MemberKind | undefined) ?? null,
    country: toText(data.country),
    bio: toText(data.bio),
    applied: toDate(data.applied),
  };
}

function toUserRow(snapshot: StoredSnapshot): UserRow {
  const { data, account } = readAccount(snapshot);
  return {
    ...account,
    status: toText(data.status),
    type: (data.type as MemberType | null | undefined) ?? null,
    created: toDate(data.created),
  };
}

/** The queue: pending applications, oldest first (index: users status asc, applied asc). */
export async function fetchPendingPage(after: Cursor | null): Promise<Page<Application>> {
  const sdk = await loadFirestore();
  const { db, collection, query, where, orderBy } = sdk;
  const pending = query(collection(db, COLLECTIONS.users), where('status', '==', 'pending'), orderBy('applied'));
  return fetchPage(sdk, pending, ADMIN_PAGE_SIZE, after, toApplication);
}

/** The filters of the member list; 'new' is the empty status of an account that has not applied. */
export const STATUS_FILTERS = ['all', 'new', 'pending', 'active', 'suspended'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
const statusValue: Record<Exclude<StatusFilter, 'all'>, string> = {
  new: '',
  pending: 'pending',
  active: 'active',
  suspended: 'suspended',
};

/** Every account, newest first, optionally of one status (index: users status asc, created desc). */
function usersQuery({ db, collection, query, where, orderBy }: Sdk, filter: StatusFilter) {
  const constraints: QueryConstraint[] = filter === 'all' ? [] : [where('status', '==', statusValue[filter])];
  return query(collection(db, COLLECTIONS.users), ...constraints, orderBy('created', 'desc'));
}

export async function fetchUsersPage(filter: StatusFilter, after: Cursor | null): Promise<Page<UserRow>> {
  const sdk = await loadFirestore();
  return fetchPage(sdk, usersQuery(sdk, filter), ADMIN_PAGE_SIZE, after, toUserRow);
}

/** How many accounts a search reads at a time when it checks its other words on the client. */
const SEARCH_BATCH = 100;

/** Indexes: users searchWords contains, created desc, and with status first. */
export function searchUsersPage(filter: StatusFilter, search: string, after: Cursor | null): Promise<Page<UserRow>> {
  return fetchSearchPage({
    search,
    list: (sdk) => usersQuery(sdk, filter),
    after,
    pageSize: ADMIN_PAGE_SIZE,
    batch: SEARCH_BATCH,
    convert: toUserRow,
  });
}
