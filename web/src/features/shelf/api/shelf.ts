import { countedWrite } from '@/lib/firebase/counted-write';
import { fetchPage, loadFirestore, toDate, toText, type Cursor, type Page } from '@/lib/firebase/load-firestore';
import type { ErrorKeys } from '@/lib/errors/error-message';
import { COLLECTIONS, rateTargets, type ShelfEntry } from '@/lib/model';

/** A post on the member's shelf, as My account lists it. */
export type ShelvedPost = ShelfEntry<Date | null>;

/** What the post page's control saves: the post's slug and its title as stored (the rules compare). */
export type ShelvablePost = Pick<ShelvedPost, 'slug' | 'title'>;

/** My account's page of the shelf; + 1 is LIMITS.query.shelf (web/src/app/query-limits.test.ts). */
export const SHELF_PAGE_SIZE = 20;

const toShelvedPost = (snapshot: Cursor): ShelvedPost => ({
  slug: snapshot.id,
  title: toText(snapshot.get('title')),
  saved: toDate(snapshot.get('saved')),
});

/** The member's shelf, the latest saved first. */
export async function fetchShelf(uid: string, after: Cursor | null): Promise<Page<ShelvedPost>> {
  const sdk = await loadFirestore();
  const { collection, db, orderBy, query } = sdk;
  const shelf = query(collection(db, COLLECTIONS.users, uid, COLLECTIONS.shelf), orderBy('saved', 'desc'));
  return fetchPage(sdk, shelf, SHELF_PAGE_SIZE, after, toShelvedPost);
}

/** Whether the post is on the member's shelf. */
export async function isOnShelf(uid: string, slug: string): Promise<boolean> {
  const { db, doc, getDoc } = await loadFirestore();
  return (await getDoc(doc(db, COLLECTIONS.users, uid, COLLECTIONS.shelf, slug))).exists();
}

/**
 * Saves a published post to the member's shelf, counted (LIMITS.rate.shelf: RateLimitError when the
 * day's are used). Already there (saved from another device): nothing is written or counted.
 */
export async function saveToShelf(uid: string, post: ShelvablePost): Promise<void> {
  await countedWrite(uid, 'shelf', async (transaction, { db, doc, serverTimestamp }) => {
    const entry = doc(db, COLLECTIONS.users, uid, COLLECTIONS.shelf, post.slug);
    if ((await transaction.get(entry)).exists()) return { counted: null, result: undefined };
    transaction.set(entry, { slug: post.slug, title: post.title, saved: serverTimestamp() });
    return { counted: rateTargets.shelf(uid, post.slug), result: undefined };
  });
}

/** Takes a post off the member's shelf (nothing happens if it is not there). */
export async function removeFromShelf(uid: string, slug: string): Promise<void> {
  const { db, deleteDoc, doc } = await loadFirestore();
  await deleteDoc(doc(db, COLLECTIONS.users, uid, COLLECTIONS.shelf, slug));
}

export const SAVE_ERRORS: ErrorKeys = {
  'rate-limited': 'shelf:saveRateLimited',
  // The post was unpublished since the page was loaded (the rules save published posts only).
  'permission-denied': 'shelf:saveRefused',
  default: 'shelf:saveFailed',
};

export const REMOVE_ERRORS: ErrorKeys = { default: 'shelf:removeFailed' };
