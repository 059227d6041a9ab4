import { fetchPage, loadFirestore, type Cursor, type Sdk } from '@/lib/firebase/load-firestore';
import { callFunction } from '@/lib/firebase/callable';
import { COLLECTIONS, LIMITS, type DeleteAccountResult } from '@/lib/model';
import { accountImages } from './account-images';

/** A document as the member's copy holds it: its id and its fields, dates as ISO 8601 text. */
export type AccountDocument = { id: string } & Record<string, unknown>;

/**
 * Everything the site holds that is the member's own, as the rules let them read it: what "My account" shows and
 * "Download my data" saves.
 */
export interface AccountData {
  uid: string;
  email: string | null;
  profile: Record<string, unknown> | null;
  card: Record<string, unknown> | null;
  /** The card as it was when a suspension or an admin took it out of the directories (HeldCard). */
  heldCard: Record<string, unknown> | null;
  nameRequest: Record<string, unknown> | null;
  mailPreferences: Record<string, unknown> | null;
  /** What the site told them, newest first (kept 90 days). */
  notifications: AccountDocument[];
  /** The posts they keep to read later, the latest saved first. */
  shelf: AccountDocument[];
  /** The writers and tags they follow, the latest first. */
  follows: AccountDocument[];
  /** The posts and comments they reported, with their reasons and outcomes. */
  reports: AccountDocument[];
  posts: AccountDocument[];
  comments: AccountDocument[];
  proposals: AccountDocument[];
}

/** Firestore values as JSON: timestamps become ISO 8601 text, the rest is kept as it is. */
export function toPlain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if ('toDate' in value && typeof value.toDate === 'function') return (value.toDate() as Date).toISOString();
  if (Array.isArray(value)) return value.map(toPlain);
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toPlain(inner)]));
}

const asDocument = (snapshot: Cursor): AccountDocument => ({
  id: snapshot.id,
  ...(toPlain(snapshot.data()) as Record<string, unknown>),
});

/** The rules cap a member's queries (LIMITS.query): a long history takes as many pages as it needs. */
async function readAll(
  sdk: Sdk,
  base: import('firebase/firestore/lite').Query,
  pageSize: number,
  convert: (snapshot: Cursor) => AccountDocument,
) {
  const documents: AccountDocument[] = [];
  let after: Cursor | null = null;
  do {
    const page: Awaited<ReturnType<typeof fetchPage<AccountDocument>>> = await fetchPage(
      sdk,
      base,
      pageSize,
      after,
      convert,
    );
    documents.push(...page.items);
    after = page.next;
  } while (after);
  return documents;
}

/** Every document of `field == uid` in a collection. */
function readAllOwn(sdk: Sdk, collectionName: string, field: string, uid: string, pageSize: number) {
  const { collection, documentId, orderBy, query, where, db } = sdk;
  // Ordered by id only: an equality filter and the id order need no composite index.
  const base = query(collection(db, collectionName), where(field, '==', uid), orderBy(documentId()));
  return readAll(sdk, base, pageSize, asDocument);
}

/** A comment as the member's copy holds it: its id, the post it is on, and its fields. */
const asComment = (snapshot: Cursor): AccountDocument => ({
  ...asDocument(snapshot),
  post: snapshot.ref.parent.parent?.id ?? '',
});

/** A collection-group query; its index is a field override in firestore.indexes.json. */
function readOwnComments(sdk: Sdk, uid: string) {
  const { collectionGroup, db, documentId, orderBy, query, where } = sdk;
  const base = query(collectionGroup(db, COLLECTIONS.comments), where('authorUid', '==', uid), orderBy(documentId()));
  return readAll(sdk, base, LIMITS.query.comments - 1, asComment);
}

/** What the site told the member, newest first, in the rules' pages. */
function readNotifications(sdk: Sdk, uid: string) {
  const { collection, db, orderBy, query } = sdk;
  const base = query(collection(db, COLLECTIONS.users, uid, COLLECTIONS.notifications), orderBy('created', 'desc'));
  return readAll(sdk, base, LIMITS.query.notifications - 1, asDocument);
}

/** The posts on the member's shelf, the latest saved first, in the rules' pages. */
function readShelf(sdk: Sdk, uid: string) {
  const { collection, db, orderBy, query } = sdk;
  const base = query(collection(db, COLLECTIONS.users, uid, COLLECTIONS.shelf), orderBy('saved', 'desc'));
  return readAll(sdk, base, LIMITS.query.shelf - 1, asDocument);
}

/** The writers and tags the member follows, the latest first, in the rules' pages. */
function readFollows(sdk: Sdk, uid: string) {
  const { collection, db, orderBy, query } = sdk;
  const base = query(collection(db, COLLECTIONS.users, uid, COLLECTIONS.follows), orderBy('created', 'desc'));
  return readAll(sdk, base, LIMITS.query.follows - 1, asDocument);
}

/** Reads everything that is the member's (see AccountData). */
export async function loadAccountData(uid: string, email: string | null): Promise<AccountData> {
  const sdk = await loadFirestore();
  const { db, doc, getDoc } = sdk;
  const [
    profile,
    card,
    heldCard,
    nameRequest,
    mailPreferences,
    notifications,
    shelf,
    follows,
    reports,
    posts,
    comments,
    proposals,
  ] = await Promise.all([
    getDoc(doc(db, COLLECTIONS.users, uid)),
    getDoc(doc(db, COLLECTIONS.members, uid)),
    getDoc(doc(db, COLLECTIONS.heldCards, uid)),
    getDoc(doc(db, COLLECTIONS.nameRequests, uid)),
    getDoc(doc(db, COLLECTIONS.mailPreferences, uid)),
    readNotifications(sdk, uid),
    readShelf(sdk, uid),
    readFollows(sdk, uid),
    readAllOwn(sdk, COLLECTIONS.reports, 'reporterUid', uid, LIMITS.query.reports - 1),
    // fetchPage asks for a page + 1: the rules' caps are that many.
    readAllOwn(sdk, COLLECTIONS.posts, 'authorUid', uid, LIMITS.query.posts - 1),
    readOwnComments(sdk, uid),
    readAllOwn(sdk, COLLECTIONS.bannedBooks, 'proposedBy', uid, LIMITS.query.bannedBooks - 1),
  ]);
  const fieldsOf = (snapshot: typeof profile) =>
    snapshot.exists() ? (toPlain(snapshot.data()) as Record<string, unknown>) : null;
  return {
    uid,
    email,
    profile: fieldsOf(profile),
    card: fieldsOf(card),
    heldCard: fieldsOf(heldCard),
    nameRequest: fieldsOf(nameRequest),
    mailPreferences: fieldsOf(mailPreferences),
    notifications,
    shelf,
    follows,
    reports,
    posts,
    comments,
    proposals,
  };
}

export function accountExport(data: AccountData, exported: Date, origin: string) {
  return {
    exported: exported.toISOString(),
    account: { uid: data.uid, email: data.email },
    profile: data.profile,
    card: data.card,
    heldCard: data.heldCard,
    nameRequest: data.nameRequest,
    mailPreferences: data.mailPreferences,
    notifications: data.notifications,
    shelf: data.shelf,
    follows: data.follows,
    reports: data.reports,
    posts: data.posts,
    proposals: data.proposals,
    comments: data.comments,
    images: accountImages(data, origin),
  };
}

/** The file's name: the site's and the day's, e.g. voices-of-africa-my-data-2026-11-26.json. */
export const exportFileName = (day: Date) => `voices-of-africa-my-data-${day.toISOString().slice(0, 10)}.json`;

/** Withdraws the member's own unpublished post (the rules allow a draft or submitted one only). */
export async function withdrawPost(slug: string): Promise<void> {
  const { db, deleteDoc, doc } = await loadFirestore();
  await deleteDoc(doc(db, COLLECTIONS.posts, slug));
}

/** Withdraws the member's own banned-book proposal while it awaits review. */
export async function withdrawProposal(id: string): Promise<void> {
  const { db, deleteDoc, doc } = await loadFirestore();
  await deleteDoc(doc(db, COLLECTIONS.bannedBooks, id));
}

/** The callable deleteAccount (functions/src/account): needs a sign-in of the last 5 minutes. */
export const deleteAccount = () => callFunction<Record<string, never>, DeleteAccountResult>('deleteAccount', {});
