import { countedWrite } from '@/lib/firebase/counted-write';
import { fetchPage, loadFirestore, toDate, toText, type Cursor, type Page } from '@/lib/firebase/load-firestore';
import type { ErrorKeys } from '@/lib/errors/error-message';
import { COLLECTIONS, followId, rateTargets, type Follow, type FollowKind } from '@/lib/model';

/** A writer or a tag the member follows, as My account lists it. */
export type Followed = Follow<Date | null> & { id: string };

/** What a follow button follows: a writer by their card's uid and name, or a tag (its name is itself). */
export type Followable = Pick<Follow<unknown>, 'kind' | 'target' | 'name'>;

/** My account's page of follows; + 1 is LIMITS.query.follows (web/src/app/query-limits.test.ts). */
export const FOLLOWS_PAGE_SIZE = 20;

const followsOf = (uid: string) => [COLLECTIONS.users, uid, COLLECTIONS.follows] as const;

const toFollowed = (snapshot: Cursor): Followed => ({
  id: snapshot.id,
  kind: toText(snapshot.get('kind')) as FollowKind,
  target: toText(snapshot.get('target')),
  name: toText(snapshot.get('name')),
  created: toDate(snapshot.get('created')),
});

/** What the member follows, the latest first. */
export async function fetchFollows(uid: string, after: Cursor | null): Promise<Page<Followed>> {
  const sdk = await loadFirestore();
  const { collection, db, orderBy, query } = sdk;
  const follows = query(collection(db, ...followsOf(uid)), orderBy('created', 'desc'));
  return fetchPage(sdk, follows, FOLLOWS_PAGE_SIZE, after, toFollowed);
}

/** Whether the member follows this writer or tag. */
export async function isFollowing(uid: string, { kind, target }: Followable): Promise<boolean> {
  const { db, doc, getDoc } = await loadFirestore();
  return (await getDoc(doc(db, ...followsOf(uid), followId(kind, target)))).exists();
}

/**
 * Follows a writer or a tag, counted (LIMITS.rate.follow: RateLimitError once the day's are used).
 * Followed already (from another device): nothing is written or counted.
 */
export async function follow(uid: string, { kind, target, name }: Followable): Promise<void> {
  await countedWrite(uid, 'follow', async (transaction, { db, doc, serverTimestamp }) => {
    const id = followId(kind, target);
    const entry = doc(db, ...followsOf(uid), id);
    if ((await transaction.get(entry)).exists()) return { counted: null, result: undefined };
    transaction.set(entry, { kind, target, name, created: serverTimestamp() });
    return { counted: rateTargets.follow(uid, id), result: undefined };
  });
}

/** Stops following (nothing happens if the member did not follow it). */
export async function unfollow(uid: string, { kind, target }: Pick<Followable, 'kind' | 'target'>): Promise<void> {
  const { db, deleteDoc, doc } = await loadFirestore();
  await deleteDoc(doc(db, ...followsOf(uid), followId(kind, target)));
}

export const FOLLOW_ERRORS: ErrorKeys = {
  'rate-limited': 'follows:followRateLimited',
  // The writer's card left the directories since the page was loaded (the rules follow cards only).
  'permission-denied': 'follows:followRefused',
  default: 'follows:followFailed',
};

export const UNFOLLOW_ERRORS: ErrorKeys = { default: 'follows:unfollowFailed' };
