import { beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore } from '../test-support.js';
import { onBannedBookWrittenForSearch } from './index-banned-book-for-search.js';
import { db, projectId } from './test-support.js';

beforeEach(() => clearFirestore(projectId));

describe('onBannedBookWrittenForSearch', () => {
  const book = { title: 'Burger’s Daughter', author: 'Nadine Gordimer', status: 'approved' };

  it('stores the folded words of the title and author, then their beginnings, once', async () => {
    await db.doc('bannedBooks/b1').set(book);
    expect(await onBannedBookWrittenForSearch(db, 'b1', book)).toBe(true);
    expect((await db.doc('bannedBooks/b1').get()).get('searchWords')).toEqual([
      ...['burger', 's', 'daughter', 'nadine', 'gordimer'],
      ...['bur', 'burg', 'burge', 'dau', 'daug', 'daugh', 'daught', 'daughte'],
      ...['nad', 'nadi', 'nadin', 'gor', 'gord', 'gordi', 'gordim', 'gordime'],
    ]);
    expect(await onBannedBookWrittenForSearch(db, 'b1', (await db.doc('bannedBooks/b1').get()).data())).toBe(false);
  });

  it('writes nothing for a deleted entry', async () => {
    expect(await onBannedBookWrittenForSearch(db, 'b2', undefined)).toBe(false);
    expect((await db.doc('bannedBooks/b2').get()).exists).toBe(false);
  });
});
