import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  POST_TAGS_STATS_ID,
  bannedBookSearchWords,
  countPostTags,
  postSearchWords,
} from '../../../shared/model/index.js';
import { recompute } from '../recompute.js';

/** A document's fields as a trigger hands them over (undefined: it did not exist). */
export type Data = Record<string, unknown> | undefined;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);

const sameList = (a: unknown, b: readonly string[]) =>
  Array.isArray(a) && a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * Fields that triggers keep on a post (never a client). A write that changes only these leaves the
 * tags in use as they were, so it does not recount them: the searchWords update below fires the
 * post triggers again, and that echo must stop here. `commentCount` is countComments' (a new
 * comment must not recount every published post's tags).
 */
export const DERIVED_POST_FIELDS: readonly string[] = ['searchWords', 'commentCount'];

/**
 * Writes `searchWords` on the document when they differ from what it holds, and only then: the
 * update fires the document's triggers again, and the second run finds the words equal and stops
 * (no loop), and a trigger writing another field (a comment count) is left alone. The words are
 * computed from the document as it is now, in a transaction, so an event delivered late or twice
 * (retries) never writes stale words over newer ones. Returns whether it wrote.
 */
async function keepSearchWords(
  db: Firestore,
  ref: DocumentReference,
  after: Data,
  wordsOf: (data: Record<string, unknown>) => string[],
): Promise<boolean> {
  // Most events (the echo of our own write, an edit of the body) change nothing: no transaction.
  if (!after || sameList(after.searchWords, wordsOf(after))) return false;
  return db.runTransaction(async (transaction) => {
    const current = (await transaction.get(ref)).data();
    if (!current) return false;
    const words = wordsOf(current);
    if (sameList(current.searchWords, words)) return false;
    transaction.update(ref, { searchWords: words });
    return true;
  });
}

const postWords = (data: Record<string, unknown>) =>
  postSearchWords({ title: text(data.title), tags: texts(data.tags) });
const bannedBookWords = (data: Record<string, unknown>) =>
  bannedBookSearchWords({ title: text(data.title), author: text(data.author) });

/** Whether anything but the derived fields changed (a creation or a deletion counts). */
function changedBeyondDerived(before: Data, after: Data): boolean {
  if (!before || !after) return before !== after;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].some(
    (key) => !DERIVED_POST_FIELDS.includes(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/**
 * stats/postTags, recomputed from the published posts themselves (never incremented): whatever an
 * earlier run missed, the next post write puts right. Written only when the counts changed, and
 * never over a newer write (recompute: a run that read the posts before another write, a post or
 * the seed's own stats, reads them again instead of writing its stale counts).
 */
export async function recountPostTags(db: Firestore): Promise<boolean> {
  const published = db.collection(COLLECTIONS.posts).where('status', '==', 'published').select('tags');
  return recompute(db.collection(COLLECTIONS.stats).doc(POST_TAGS_STATS_ID), async (current) => {
    const posts = await published.get();
    const tags = countPostTags(posts.docs.map((doc) => ({ tags: texts(doc.get('tags')) })));
    const stored = current.get('tags') as unknown;
    return JSON.stringify(stored ?? null) === JSON.stringify(tags) ? null : { tags };
  });
}

/**
 * Whether the write can change the tags of the published posts: a published post written, or a post
 * entering or leaving 'published'. A draft's or a submitted post's save cannot, and recounting reads
 * every published post.
 */
function touchesPublished(before: Data, after: Data): boolean {
  return before?.status === 'published' || after?.status === 'published';
}

/**
 * posts/{slug} written: its search words (title and tags), and the tags in use when the write can
 * change them (touchesPublished), unless only the derived fields changed.
 */
export async function onPostWrittenForSearch(
  db: Firestore,
  slug: string,
  before: Data,
  after: Data,
): Promise<{ wordsWritten: boolean; tagsWritten: boolean }> {
  const wordsWritten = await keepSearchWords(db, db.collection(COLLECTIONS.posts).doc(slug), after, postWords);
  const recount = touchesPublished(before, after) && changedBeyondDerived(before, after);
  const tagsWritten = recount ? await recountPostTags(db) : false;
  return { wordsWritten, tagsWritten };
}

/** bannedBooks/{id} written: its search words (title and author). */
export async function onBannedBookWrittenForSearch(db: Firestore, id: string, after: Data): Promise<boolean> {
  return keepSearchWords(db, db.collection(COLLECTIONS.bannedBooks).doc(id), after, bannedBookWords);
}

/**
 * Every post and banned book given its search words, and stats/postTags recounted: for documents
 * written before the indexing triggers were deployed, or while they were off (`npm run
 * admin:index-search`). Writes only what differs, so a second run writes nothing. Returns how many
 * documents it wrote.
 */
export async function indexAllForSearch(
  db: Firestore,
): Promise<{ posts: number; bannedBooks: number; tagsWritten: boolean }> {
  const indexCollection = async (name: string, wordsOf: (data: Record<string, unknown>) => string[]) => {
    let written = 0;
    for (const doc of (await db.collection(name).get()).docs) {
      if (await keepSearchWords(db, doc.ref, doc.data(), wordsOf)) written += 1;
    }
    return written;
  };
  const posts = await indexCollection(COLLECTIONS.posts, postWords);
  const bannedBooks = await indexCollection(COLLECTIONS.bannedBooks, bannedBookWords);
  return { posts, bannedBooks, tagsWritten: await recountPostTags(db) };
}
