import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, POST_TAGS_STATS_ID, countPostTags } from '#shared/model/index.js';
import { recompute } from '../recompute.js';
import { keepSearchWords, postWords, texts, type Data } from './search-words.js';

/** Our own searchWords update comes back as an event; a new comment must not recount every post's tags. */
export const DERIVED_POST_FIELDS: readonly string[] = ['searchWords', 'commentCount'];

/** Whether anything but the derived fields changed (a creation or a deletion counts). */
function changedBeyondDerived(before: Data, after: Data): boolean {
  if (!before || !after) return before !== after;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].some(
    (key) => !DERIVED_POST_FIELDS.includes(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/** Recounted, never incremented, and never over a newer write (recompute). */
export async function recountPostTags(db: Firestore): Promise<boolean> {
  const published = db.collection(COLLECTIONS.posts).where('status', '==', 'published').select('tags');
  return recompute(db.collection(COLLECTIONS.stats).doc(POST_TAGS_STATS_ID), async (current) => {
    const posts = await published.get();
    const tags = countPostTags(posts.docs.map((doc) => ({ tags: texts(doc.get('tags')) })));
    const stored = current.get('tags') as unknown;
    return JSON.stringify(stored ?? null) === JSON.stringify(tags) ? null : { tags };
  });
}

/** Whether the write can change the published posts' tags: only then is recounting (reading them all) worth it. */
function touchesPublished(before: Data, after: Data): boolean {
  return before?.status === 'published' || after?.status === 'published';
}

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
