import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { emulatorsFromEnv, eventually, firestoreAdmin } from '#shared/testing/index.ts';
import { postDocument } from '#shared/testing/documents.ts';

/**
 * The indexing triggers end to end: a write to Firestore makes the Functions emulator run
 * indexPostForSearch or indexBannedBookForSearch (registered with the Firestore emulator by the
 * launcher), which writes the document's searchWords (its words, then their beginnings) and, for
 * posts, stats/postTags.
 */
const emulators = emulatorsFromEnv(process.env);
const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: emulators.projectId }));

beforeEach(() => firestoreAdmin(emulators).clear());

const post = (title: string, tags: string[]) => postDocument('itan', Timestamp.now(), { title, tags });

/** The document's searchWords once they equal `words`. */
const wordsOf = (path: string, words: string[]) =>
  eventually(async () => (await db.doc(path).get()).get('searchWords') as string[] | undefined, {
    until: (stored) => JSON.stringify(stored) === JSON.stringify(words),
    what: `${path} searchWords ${words.join(' ')}`,
  });

describe('the indexing triggers through the Functions emulator', () => {
  it('a post gets its folded words and their beginnings, the tags in use are counted, and a title edit re-indexes it', async () => {
    await db.doc('posts/itan').set(post('Ìtàn àwọn Yorùbá', ['language']));
    const itan = ['itan', 'awon', 'yoruba', 'language'];
    const itanBeginnings = ['ita', 'awo', 'yor', 'yoru', 'yorub', 'lan', 'lang', 'langu', 'langua', 'languag'];
    expect(await wordsOf('posts/itan', [...itan, ...itanBeginnings])).toHaveLength(14);
    await eventually(async () => (await db.doc('stats/postTags').get()).get('tags') as unknown, {
      until: (tags) => JSON.stringify(tags) === JSON.stringify({ language: 1 }),
      what: 'stats/postTags',
    });

    await db.doc('posts/itan').update({ title: 'Òwe of Ẹ̀kọ́', updated: Timestamp.now() });
    expect(
      await wordsOf('posts/itan', [
        ...['owe', 'of', 'eko', 'language'],
        ...['lan', 'lang', 'langu', 'langua', 'languag'],
      ]),
    ).toHaveLength(9);
  });

  it('a banned book gets the folded words of its title and author, and their beginnings', async () => {
    await db.doc('bannedBooks/b1').set({
      title: 'Matigari',
      author: 'Ngũgĩ wa Thiong’o',
      country: 'Kenya',
      year: 1987,
      reason: 'Copies were seized.',
      sources: ['https://example.com/matigari'],
      status: 'approved',
      proposedBy: 'admin',
      created: Timestamp.now(),
      updated: Timestamp.now(),
    });
    expect(
      await wordsOf('bannedBooks/b1', [
        ...['matigari', 'ngugi', 'wa', 'thiong', 'o'],
        ...['mat', 'mati', 'matig', 'matiga', 'matigar', 'ngu', 'ngug', 'thi', 'thio', 'thion'],
      ]),
    ).toHaveLength(15);
  });
});
