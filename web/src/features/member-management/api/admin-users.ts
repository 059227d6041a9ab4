import type { QueryConstraint } from 'firebase/firestore/lite';
import { fetchPage, loadFirestore, toDate, type Cursor, type Page } from '@/lib/firebase/load-firestore';
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

type Snapshot = { id: string; data: () => Record<string, unknown> };
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toApplication(snapshot: Snapshot): Application {
  const data = snapshot.data();
  return {
    uid: snapshot.id,
    displayName: text(data.displayName),
    email: text(data.email),
    memberKind: (data.memberKind as MemberKind | undefined) ?? null,
    country: text(data.country),
    bio: text(data.bio),
    applied: toDate(data.applied),
  };
}

function toUserRow(snapshot: Snapshot): UserRow {
  const data = snapshot.data();
  return {
    uid: snapshot.id,
    displayName: text(data.displayName),
    email: text(data.email),
    status: text(data.status),
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
export async function fetchUsersPage(filter: StatusFilter, after: Cursor | null): Promise<Page<UserRow>> {
  const sdk = await loadFirestore();
  const { db, collection, query, where, orderBy } = sdk;
  const constraints: QueryConstraint[] = filter === 'all' ? [] : [where('status', '==', statusValue[filter])];
  const users = query(collection(db, COLLECTIONS.users), ...constraints, orderBy('created', 'desc'));
  return fetchPage(sdk, users, ADMIN_PAGE_SIZE, after, toUserRow);
}
