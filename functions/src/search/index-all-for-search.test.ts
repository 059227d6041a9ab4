import { beforeEach, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { accountSearchWords, memberSearchWords, postSearchWords } from '#shared/model/index.js';
import { insightDocument, libraryItemDocument, memberCardDocument } from '#shared/testing/documents.js';
import { clearFirestore } from '../test-support.js';
import { indexAllForSearch } from './index-all-for-search.js';
import { RAIN_OVER_ONITSHA, db, post, projectId, stats } from './test-support.js';

beforeEach(() => clearFirestore(projectId));

const at = Timestamp.fromMillis(1_780_000_000_000);

describe('indexAllForSearch', () => {
  it('gives every post, banned book, library item, insight, card and account written before the triggers its words, counts the tags, and then has nothing to do', async () => {
    await db.doc('posts/p1').set(post('Ìtàn àwọn Yorùbá', ['language']));
    const indexed = post('Indexed already', []);
    await db.doc('posts/p2').set({ ...indexed, searchWords: postSearchWords(indexed) });
    // Indexed before the words' beginnings were stored: whole words only, given their beginnings now.
    await db
      .doc('posts/p3')
      .set({ ...post('Rain over Onitsha', ['fiction']), searchWords: ['rain', 'over', 'onitsha', 'fiction'] });
    await db.doc('bannedBooks/b1').set({ title: 'Matigari', author: 'Ngũgĩ wa Thiong’o', status: 'approved' });
    await db.doc('users/u1').set({ email: 'efua@example.com', status: 'active', type: 'voice', displayName: 'Efua' });
    // Indexed before bodies were searched: its title's words only, given its body's now.
    const titled = post('Letters', [], 'published', 'My grandmother wrote them.');
    await db.doc('posts/p4').set({ ...titled, searchWords: ['letters', 'let', 'lett', 'lette', 'letter'] });
    await db.doc('libraryItems/i1').set(libraryItemDocument(at, { title: 'Kintu', author: 'Makumbi' }));
    await db.doc('insights/n1').set(insightDocument(at, { title: 'Lagos festival' }));
    await db.doc('members/u1').set(memberCardDocument(at, { displayName: 'Efua Mensah' }));

    expect(await indexAllForSearch(db)).toEqual({
      posts: 3,
      bannedBooks: 1,
      users: 1,
      libraryItems: 1,
      insights: 1,
      members: 1,
      tagsWritten: true,
    });
    expect((await db.doc('posts/p4').get()).get('searchWords')).toEqual(
      expect.arrayContaining(['letters', 'grandmother', 'grandm']),
    );
    expect((await db.doc('libraryItems/i1').get()).get('searchWords')).toEqual(expect.arrayContaining(['kintu']));
    expect((await db.doc('insights/n1').get()).get('searchWords')).toEqual(expect.arrayContaining(['festival']));
    expect((await db.doc('members/u1').get()).get('searchWords')).toEqual(
      memberSearchWords({ displayName: 'Efua Mensah' }),
    );
    expect((await db.doc('posts/p1').get()).get('searchWords')).toEqual([
      ...['itan', 'awon', 'yoruba', 'language'],
      ...['ita', 'awo', 'yor', 'yoru', 'yorub', 'lan', 'lang', 'langu', 'langua', 'languag'],
    ]);
    expect((await db.doc('posts/p3').get()).get('searchWords')).toEqual(RAIN_OVER_ONITSHA);
    expect((await db.doc('bannedBooks/b1').get()).get('searchWords')).toEqual([
      ...['matigari', 'ngugi', 'wa', 'thiong', 'o'],
      ...['mat', 'mati', 'matig', 'matiga', 'matigar', 'ngu', 'ngug', 'thi', 'thio', 'thion'],
    ]);
    expect((await db.doc('users/u1').get()).get('searchWords')).toEqual(
      accountSearchWords({ displayName: 'Efua', email: 'efua@example.com' }),
    );
    expect(await stats()).toEqual({ tags: { fiction: 1, language: 1 } });

    expect(await indexAllForSearch(db)).toEqual({
      posts: 0,
      bannedBooks: 0,
      users: 0,
      libraryItems: 0,
      insights: 0,
      members: 0,
      tagsWritten: false,
    });
  });
});
