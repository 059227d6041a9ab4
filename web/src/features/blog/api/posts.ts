import { countedWrite } from '@/lib/firebase/counted-write';
import { fetchPage, loadFirestore, queryPage, type Cursor, type Page, type Sdk } from '@/lib/firebase/load-firestore';
import { fetchSearchPage } from '@/lib/firebase/search-page';
import { EDITORIAL_AUTHOR_TYPE, postFromSnapshot, type Post, type PostInput, type PostStatus } from './post';
import { COLLECTIONS, LIMITS, POST_TAGS_STATS_ID, rateTargets } from '@/lib/model';
import { holdsAllWords } from '@/lib/text/search';

export const POSTS_PAGE_SIZE = 10;
/** How many posts a search of several words reads at a time to check the other words (fetchPage with a filter). */
export const POSTS_SEARCH_BATCH = 20;

/** Published posts, newest first; the status filter is what the rules require of public queries. */
const publishedList = ({ collection, db, orderBy, query, where }: Sdk) =>
  query(collection(db, COLLECTIONS.posts), where('status', '==', 'published'), orderBy('published', 'desc'));

/** Published posts, newest first; with `tag`, only those carrying it. */
export const fetchPublishedPosts = (
  after: Cursor | null,
  { pageSize = POSTS_PAGE_SIZE, tag }: { pageSize?: number; tag?: string | undefined } = {},
): Promise<Page<Post>> =>
  queryPage(
    (sdk) => (tag ? sdk.query(publishedList(sdk), sdk.where('tags', 'array-contains', tag)) : publishedList(sdk)),
    pageSize,
    after,
    postFromSnapshot,
  );

/** How many of a member's posts a page reads at a time to leave out the editors' (fetchPage with a filter). */
export const MEMBER_POSTS_BATCH = 20;

/**
 * The editors' posts (written by an admin) are left out on the client: Firestore cannot filter on the author's type and
 * order by date.
 */
export async function fetchMemberPosts(
  uid: string,
  after: Cursor | null,
  pageSize = POSTS_PAGE_SIZE,
): Promise<Page<Post>> {
  const sdk = await loadFirestore();
  const own = sdk.query(publishedList(sdk), sdk.where('authorUid', '==', uid));
  return fetchPage(sdk, own, pageSize, after, postFromSnapshot, {
    keep: (snapshot) => snapshot.get('author.type') !== EDITORIAL_AUTHOR_TYPE,
    batch: MEMBER_POSTS_BATCH,
  });
}

/**
 * Firestore allows one `array-contains` a query: it asks for the longest word, the client checks the rest and the tag
 * (fetchPage's filter). `array-contains-any` is an OR; word pairs would multiply index entries.
 */
export async function searchPublishedPosts(
  after: Cursor | null,
  { search, tag, pageSize = POSTS_PAGE_SIZE }: { search: string; tag?: string | undefined; pageSize?: number },
): Promise<Page<Post>> {
  return fetchSearchPage({
    search,
    list: publishedList,
    after,
    pageSize,
    batch: POSTS_SEARCH_BATCH,
    convert: postFromSnapshot,
    alsoKeep: tag ? (snapshot) => holdsAllWords(snapshot.get('tags'), [tag]) : undefined,
  });
}

/** Recomputed by the indexing trigger on each post write (functions/src/search). */
export async function fetchPostTags(): Promise<string[]> {
  const { db, doc, getDoc } = await loadFirestore();
  const tags: unknown = (await getDoc(doc(db, COLLECTIONS.stats, POST_TAGS_STATS_ID))).get('tags');
  if (!tags || typeof tags !== 'object') return [];
  return Object.entries(tags)
    .filter(([, count]) => typeof count === 'number' && count > 0)
    .map(([tag]) => tag)
    .sort((a, b) => a.localeCompare(b));
}

/** The name on a member's public card ('' without one): a new post's byline will copy it. */
export async function fetchCardName(uid: string): Promise<string> {
  const { db, doc, getDoc } = await loadFirestore();
  const name: unknown = (await getDoc(doc(db, COLLECTIONS.members, uid))).get('displayName');
  return typeof name === 'string' ? name : '';
}

/** A voice's own posts, every status, most recently edited first (up to the rules' cap, 50). */
export async function fetchOwnPosts(uid: string): Promise<Post[]> {
  const { collection, db, getDocs, limit, orderBy, query, where } = await loadFirestore();
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.posts),
      where('authorUid', '==', uid),
      orderBy('updated', 'desc'),
      limit(LIMITS.query.posts),
    ),
  );
  return snapshot.docs.map(postFromSnapshot);
}

/** Whether a voice's write moves the post to 'submitted', which the rules count (LIMITS.rate.submission). */
const submits = (before: PostStatus | undefined, after: PostStatus) => after === 'submitted' && before !== 'submitted';

/** The author card is copied from their public card, as the rules check; counted (LIMITS.rate). */
export async function createOwnPost(
  uid: string,
  slug: string,
  input: PostInput,
  status: 'draft' | 'submitted',
): Promise<void> {
  const { db, doc, getDoc, serverTimestamp } = await loadFirestore();
  const card = (await getDoc(doc(db, COLLECTIONS.members, uid))).data();
  if (!card) throw Object.assign(new Error('no public card'), { code: 'no-card' });
  const ref = doc(db, COLLECTIONS.posts, slug);
  const action = status === 'draft' ? 'draft' : 'submission';
  await countedWrite(uid, action, async (transaction) => {
    // An unreadable document (someone else's draft) also means the slug is taken.
    const existing = await transaction.get(ref).catch(() => null);
    if (existing === null || existing.exists())
      throw Object.assign(new Error('slug taken'), { code: 'already-exists' });
    transaction.set(ref, {
      ...input,
      slug,
      authorUid: uid,
      author: { displayName: card.displayName, type: card.type },
      status,
      created: serverTimestamp(),
      updated: serverTimestamp(),
      published: null,
    });
    return { counted: rateTargets[action](slug), result: undefined };
  });
}

/** The status is read in the transaction, so the count follows the post as stored. */
export async function updateOwnPost(
  uid: string,
  slug: string,
  input: PostInput & { status: 'draft' | 'submitted' },
): Promise<void> {
  const { db, doc, serverTimestamp } = await loadFirestore();
  const ref = doc(db, COLLECTIONS.posts, slug);
  await countedWrite(uid, 'submission', async (transaction) => {
    const before = (await transaction.get(ref)).get('status') as PostStatus | undefined;
    transaction.update(ref, { ...input, updated: serverTimestamp() });
    return { counted: submits(before, input.status) ? rateTargets.submission(slug) : null, result: undefined };
  });
}
