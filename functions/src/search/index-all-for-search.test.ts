import { beforeEach, describe, expect, it } from 'vitest';
import { accountSearchWords, postSearchWords } from '#shared/model/index.js';
import { clearFirestore } from '../test-support.js';
import { indexAllForSearch } from './index-all-for-search.js';
import { RAIN_OVER_ONITSHA, db, post, projectId, stats } from './test-support.js';

beforeEach(() => clearFirestore(projectId));

describe('indexAllForSearch', () => {
  it('gives every post, banned book and account written before the triggers its words, counts the tags, and then has nothing to do', async () => {
    await db.doc('posts/p1').set(post('Ìtàn àwọn Yorùbá', ['language']));
    const indexed = post('Indexed already', []);
    await db.doc('posts/p2').set({ ...indexed, searchWords: postSearchWords(indexed) });
    // Indexed before the words' beginnings were stored: whole words only, given their beginnings now.
    await db
      .doc('posts/p3')
      .set({ ...post('Rain over Onitsha', ['fiction']), searchWords: ['rain', 'over', 'onitsha', 'fiction'] });
    await db.doc('bannedBooks/b1').set({ title: 'Matigari', author: 'Ngũgĩ wa Thiong’o', status: 'approved' });
    await db.doc('users/u1').set({ email: 'efua@example.com', status: 'active', type: 'voice', displayName: 'Efua' });

    expect(await indexAllForSearch(db)).toEqual({ posts: 2, bannedBooks: 1, users: 1, tagsWritten: true });
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

    expect(await indexAllForSearch(db)).toEqual({ posts: 0, bannedBooks: 0, users: 0, tagsWritten: false });
  });
});
