import { beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore } from '../test-support.js';
import { onPostWrittenForSearch, recountPostTags } from './index-post-for-search.js';
import { RAIN_OVER_ONITSHA, db, post, projectId, stats } from './test-support.js';

beforeEach(() => clearFirestore(projectId));

/** Writes a post as the client would, then runs the handler as the trigger would for that write. */
async function writePost(slug: string, data: Record<string, unknown> | null) {
  const ref = db.doc(`posts/${slug}`);
  const before = (await ref.get()).data();
  if (data) await ref.set(data);
  else await ref.delete();
  return onPostWrittenForSearch(db, slug, before, (await ref.get()).data());
}

describe('onPostWrittenForSearch', () => {
  it('stores the folded words of the title and tags, then their beginnings, and counts the published posts’ tags', async () => {
    expect(await writePost('p1', post('Ìtàn àwọn Yorùbá', ['language', 'reading-list']))).toEqual({
      wordsWritten: true,
      tagsWritten: true,
    });
    expect((await db.doc('posts/p1').get()).get('searchWords')).toEqual([
      ...['itan', 'awon', 'yoruba', 'language', 'reading', 'list'],
      ...['ita', 'awo', 'yor', 'yoru', 'yorub'],
      ...['lan', 'lang', 'langu', 'langua', 'languag', 'rea', 'read', 'readi', 'readin', 'lis'],
    ]);
    expect(await stats()).toEqual({ tags: { language: 1, 'reading-list': 1 } });
  });

  it('stores the words of the body after the title’s and the tags’, as read: no Markdown mark or link address', async () => {
    const body = 'My *grandmother* sold cloth.\n\nRead [Half of a Yellow Sun](https://en.wikipedia.org/wiki/Biafra).';
    await writePost('p1', post('The market women', ['memory'], 'published', body));
    const words = (await db.doc('posts/p1').get()).get('searchWords') as string[];
    expect(words.slice(0, 4)).toEqual(['the', 'market', 'women', 'memory']);
    expect(words).toEqual(expect.arrayContaining(['grandmother', 'grandm', 'cloth', 'yellow', 'sun']));
    expect(words).not.toContain('wikipedia');

    // An edit of the body alone re-indexes it.
    await writePost('p1', post('The market women', ['memory'], 'published', 'My grandfather sang.'));
    const edited = (await db.doc('posts/p1').get()).get('searchWords') as string[];
    expect(edited).toContain('grandfather');
    expect(edited).not.toContain('grandmother');
  });

  it('stops at its own echo: the searchWords update changes nothing more', async () => {
    await writePost('p1', post('The market women', ['fiction']));
    const ref = db.doc('posts/p1');
    const withWords = (await ref.get()).data();
    const before = Object.fromEntries(Object.entries(withWords ?? {}).filter(([key]) => key !== 'searchWords'));
    expect(await onPostWrittenForSearch(db, 'p1', before, withWords)).toEqual({
      wordsWritten: false,
      tagsWritten: false,
    });
  });

  it('does not recount the tags when only the comment count changed (countComments writes it)', async () => {
    await writePost('p1', post('The market women', ['fiction']));
    const counted = { ...(await db.doc('posts/p1').get()).data(), commentCount: 1 };
    await db.doc('posts/p1').set(counted);
    expect(await onPostWrittenForSearch(db, 'p1', { ...counted, commentCount: 0 }, counted)).toEqual({
      wordsWritten: false,
      tagsWritten: false,
    });
  });

  it('rewrites the words after a title edit, computed from the document as it is now', async () => {
    await writePost('p1', post('The market women', ['fiction']));
    const stale = (await db.doc('posts/p1').get()).data();
    await writePost('p1', { ...post('Rain over Onitsha', ['fiction']), searchWords: stale?.searchWords });
    expect((await db.doc('posts/p1').get()).get('searchWords')).toEqual(RAIN_OVER_ONITSHA);

    // A late delivery of the first write's event finds the current title, not the event's.
    const late = await onPostWrittenForSearch(db, 'p1', undefined, { ...post('The market women', ['fiction']) });
    expect(late.wordsWritten).toBe(false);
    expect((await db.doc('posts/p1').get()).get('searchWords')).toEqual(RAIN_OVER_ONITSHA);
  });

  it('leaves other fields alone (a trigger counting comments writes beside it)', async () => {
    await db.doc('posts/p1').set({ ...post('Letters', []), commentCount: 3 });
    await onPostWrittenForSearch(db, 'p1', undefined, (await db.doc('posts/p1').get()).data());
    expect((await db.doc('posts/p1').get()).data()).toMatchObject({
      commentCount: 3,
      searchWords: ['letters', 'let', 'lett', 'lette', 'letter'],
    });
  });

  it('counts only published posts; a tag whose last published post goes disappears', async () => {
    await writePost('p1', post('One', ['poetry', 'lagos']));
    await writePost('p2', post('Two', ['poetry']));
    await writePost('p3', post('Three', ['drafts'], 'submitted'));
    expect(await stats()).toEqual({ tags: { lagos: 1, poetry: 2 } });

    await writePost('p1', post('One', ['poetry', 'lagos'], 'draft'));
    expect(await stats()).toEqual({ tags: { poetry: 1 } });
    await writePost('p2', null);
    expect(await stats()).toEqual({ tags: {} });
  });

  it('does nothing for a deleted post but recount', async () => {
    expect(await onPostWrittenForSearch(db, 'gone', post('Gone', ['x']), undefined)).toEqual({
      wordsWritten: false,
      tagsWritten: true,
    });
    expect((await db.doc('posts/gone').get()).exists).toBe(false);
  });
});

describe('onPostWrittenForSearch: recounts the tags only when the write can change the published ones', () => {
  // A stale count, as a lost run leaves it: any recount would rewrite it (and move its update time).
  const stale = { tags: { stale: 1 } };
  const statsUpdateTime = async () => (await db.doc('stats/postTags').get()).updateTime?.toMillis();

  it('a draft’s or a submitted post’s writes do not recount: stats/postTags is left as it was', async () => {
    await db.doc('stats/postTags').set(stale);
    const before = await statsUpdateTime();
    expect(await writePost('d1', post('A draft', ['drafts'], 'draft'))).toEqual({
      wordsWritten: true,
      tagsWritten: false,
    });
    await writePost('d1', post('A draft, revised', ['drafts', 'lagos'], 'draft'));
    await writePost('d1', post('A draft, revised', ['drafts', 'lagos'], 'submitted'));
    await writePost('d1', post('A draft, revised', ['drafts', 'lagos'], 'draft'));
    await writePost('d1', null);
    expect(await statsUpdateTime()).toBe(before);
    expect(await stats()).toEqual(stale);
  });

  it('a publish recounts, and so do an edit of a published post and its unpublishing', async () => {
    await db.doc('stats/postTags').set(stale);
    await writePost('p1', post('Rain', ['fiction'], 'submitted'));
    expect((await writePost('p1', post('Rain', ['fiction']))).tagsWritten).toBe(true);
    expect(await stats()).toEqual({ tags: { fiction: 1 } });

    await db.doc('stats/postTags').set(stale);
    expect((await writePost('p1', post('Rain', ['fiction', 'lagos']))).tagsWritten).toBe(true);
    expect(await stats()).toEqual({ tags: { fiction: 1, lagos: 1 } });

    expect((await writePost('p1', post('Rain', ['fiction', 'lagos'], 'draft'))).tagsWritten).toBe(true);
    expect(await stats()).toEqual({ tags: {} });
  });
});

describe('recountPostTags', () => {
  it('heals counts that a lost run left wrong, and writes nothing when they are right', async () => {
    await db.doc('posts/p1').set(post('One', ['memory']));
    await db.doc('stats/postTags').set({ tags: { memory: 7, stale: 2 } });
    expect(await recountPostTags(db)).toBe(true);
    expect(await stats()).toEqual({ tags: { memory: 1 } });
    expect(await recountPostTags(db)).toBe(false);
  });
});

describe('recountPostTags and a tag the rules refuse today', () => {
  it('counts the other tags of a post stored with `__x__` or a dotted tag, which as keys would fail the write', async () => {
    // The hole it closes: such a key makes the counts unwritable (Firestore reserves __…__ names).
    await expect(db.doc('stats/probe').set({ tags: { __x__: 1 } })).rejects.toThrow();
    await db.doc('posts/p1').set(post('One', ['__x__', 'a.b', 'memory']));
    await db.doc('posts/p2').set(post('Two', ['__name__', 'memory', 'short stories']));
    expect(await recountPostTags(db)).toBe(true);
    expect(await stats()).toEqual({ tags: { memory: 2, 'short stories': 1 } });
    // And the trigger's path, for the next write of any post, goes on working.
    expect(await writePost('p3', post('Three', ['memory']))).toMatchObject({ tagsWritten: true });
    expect(await stats()).toEqual({ tags: { memory: 3, 'short stories': 1 } });
  });
});
