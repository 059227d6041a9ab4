import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { insightDocument, libraryItemDocument, memberCardDocument } from '#shared/testing/documents.js';
import { clearFirestore } from '../test-support.js';
import {
  onInsightWrittenForSearch,
  onLibraryItemWrittenForSearch,
  onMemberCardWrittenForSearch,
} from './index-content-for-search.js';
import { db, projectId } from './test-support.js';

beforeEach(() => clearFirestore(projectId));

const at = Timestamp.fromMillis(1_780_000_000_000);
const wordsAt = async (path: string) => (await db.doc(path).get()).get('searchWords') as unknown;

describe('the search words of the lists /search reads besides posts and banned books', () => {
  it('a library item: its title’s, author’s and description’s words and their beginnings, once', async () => {
    const item = libraryItemDocument(at, { title: 'Kintu', author: 'Jennifer Makumbi', description: 'Buganda, 1750.' });
    await db.doc('libraryItems/i1').set(item);
    expect(await onLibraryItemWrittenForSearch(db, 'i1', item)).toBe(true);
    expect(await wordsAt('libraryItems/i1')).toEqual([
      ...['kintu', 'jennifer', 'makumbi', 'buganda', '1750'],
      ...['kin', 'kint', 'jen', 'jenn', 'jenni', 'jennif', 'jennife', 'mak', 'maku', 'makum', 'makumb'],
      ...['bug', 'buga', 'bugan', 'bugand', '175'],
    ]);
    expect(await onLibraryItemWrittenForSearch(db, 'i1', (await db.doc('libraryItems/i1').get()).data())).toBe(false);
  });

  it('a news item: its title, byline, tags, summary and body', async () => {
    const item = insightDocument(at, {
      title: 'Lagos festival',
      byline: 'Ama Owusu',
      tags: ['Events'],
      summary: 'Six members read.',
      body: 'A grandmother’s radio.',
    });
    await db.doc('insights/n1').set(item);
    expect(await onInsightWrittenForSearch(db, 'n1', item)).toBe(true);
    const words = (await wordsAt('insights/n1')) as string[];
    expect(words.slice(0, 10)).toEqual([
      ...['lagos', 'festival', 'ama', 'owusu', 'events'],
      ...['six', 'members', 'read', 'a', 'grandmother'],
    ]);
    expect(words).toContain('grandm');
  });

  it('a member’s card: the name alone, not the country or the bio; nothing for a removed card', async () => {
    const card = memberCardDocument(at, { displayName: 'Ọlá Ògún', country: 'Nigeria', bio: 'Writes about Lagos.' });
    await db.doc('members/u1').set(card);
    expect(await onMemberCardWrittenForSearch(db, 'u1', card)).toBe(true);
    expect(await wordsAt('members/u1')).toEqual(['ola', 'ogun', 'ogu']);

    expect(await onMemberCardWrittenForSearch(db, 'u2', undefined)).toBe(false);
    expect((await db.doc('members/u2').get()).exists).toBe(false);
  });
});
