import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import {
  accountSearchWords,
  bannedBookSearchWords,
  insightSearchWords,
  libraryItemSearchWords,
  memberSearchWords,
  postSearchWords,
} from '#shared/model/index.js';

// What the search triggers and indexAllForSearch share: keeping a document's searchWords.
// Why they write only what differs: docs/decisions/0027-search-triggers-write-only-what-differs.md

/** A document's fields as a trigger hands them over (undefined: it did not exist). */
export type Data = Record<string, unknown> | undefined;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
export const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);

const sameList = (a: unknown, b: readonly string[]) =>
  Array.isArray(a) && a.length === b.length && a.every((item, i) => item === b[i]);

export async function keepSearchWords(
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

export const postWords = (data: Record<string, unknown>) =>
  postSearchWords({ title: text(data.title), tags: texts(data.tags), body: text(data.body) });
export const bannedBookWords = (data: Record<string, unknown>) =>
  bannedBookSearchWords({ title: text(data.title), author: text(data.author) });
export const accountWords = (data: Record<string, unknown>) =>
  accountSearchWords({ displayName: text(data.displayName), email: text(data.email) });
export const libraryItemWords = (data: Record<string, unknown>) =>
  libraryItemSearchWords({ title: text(data.title), author: text(data.author), description: text(data.description) });
export const insightWords = (data: Record<string, unknown>) =>
  insightSearchWords({
    title: text(data.title),
    byline: text(data.byline),
    tags: texts(data.tags),
    summary: text(data.summary),
    body: text(data.body),
  });
export const memberWords = (data: Record<string, unknown>) =>
  memberSearchWords({ displayName: text(data.displayName) });
