import { Timestamp } from 'firebase-admin/firestore';
import type { PostStatus } from '#shared/model/index.js';
import { postDocument } from '#shared/testing/documents.js';
import { emulatedFirestore } from '../test-support.js';

// What the search handlers' tests share: the database, a post, the stored tag counts.

export const { db, projectId } = emulatedFirestore();

const at = Timestamp.fromMillis(1_780_000_000_000);
/** Its body repeats its title, so its keys are the title's and the tags' (a body's own words: body: …). */
export const post = (title: string, tags: string[], status: PostStatus = 'published', body = `${title}.`) =>
  postDocument('x', at, { title, tags, status, body });

export const stats = async () => (await db.doc('stats/postTags').get()).data();

/** The keys of 'Rain over Onitsha' tagged fiction: the words, then their beginnings. */
export const RAIN_OVER_ONITSHA = [
  ...['rain', 'over', 'onitsha', 'fiction'],
  ...['rai', 'ove', 'oni', 'onit', 'onits', 'onitsh', 'fic', 'fict', 'ficti', 'fictio'],
];
