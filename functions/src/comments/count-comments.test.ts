import { beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore, emulatedFirestore } from '../test-support.js';
import { recountComments } from './count-comments.js';

const { db, projectId } = emulatedFirestore();

beforeEach(() => clearFirestore(projectId));

const post = (slug: string) => db.doc(`posts/${slug}`);
const addComments = async (slug: string, count: number) => {
  for (let index = 0; index < count; index += 1)
    await post(slug)
      .collection('comments')
      .add({ body: `#${index}` });
};

describe('recountComments', () => {
  it('writes the number of the post’s comments, and only its own', async () => {
    await post('one').set({ title: 'One', status: 'published' });
    await post('two').set({ title: 'Two', status: 'published' });
    await addComments('one', 3);
    await addComments('two', 1);

    expect(await recountComments(post('one'))).toBe(3);
    expect((await post('one').get()).data()).toEqual({ title: 'One', status: 'published', commentCount: 3 });
    expect((await post('two').get()).data()).toEqual({ title: 'Two', status: 'published' });
  });

  it('heals a wrong count, down to zero after the last comment is deleted', async () => {
    await post('one').set({ title: 'One', commentCount: 7 });
    await addComments('one', 2);
    expect(await recountComments(post('one'))).toBe(2);

    const { docs } = await post('one').collection('comments').get();
    for (const doc of docs) await doc.ref.delete();
    expect(await recountComments(post('one'))).toBe(0);
    expect((await post('one').get()).get('commentCount')).toBe(0);
  });

  it('writes nothing when the count is already right (a repeated or an edit’s call)', async () => {
    await post('one').set({ title: 'One' });
    await addComments('one', 1);
    expect(await recountComments(post('one'))).toBe(1);
    const updated = (await post('one').get()).updateTime?.toMillis();

    expect(await recountComments(post('one'))).toBeNull();
    expect((await post('one').get()).updateTime?.toMillis()).toBe(updated);
  });

  it('ends on the true number when comments are posted and recounted at once', async () => {
    await post('busy').set({ title: 'Busy' });
    await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        await post('busy')
          .collection('comments')
          .add({ body: `#${index}` });
        await recountComments(post('busy'));
      }),
    );
    expect((await post('busy').get()).get('commentCount')).toBe(12);
  });

  it('leaves a deleted post deleted', async () => {
    await addComments('gone', 2);
    expect(await recountComments(post('gone'))).toBeNull();
    expect((await post('gone').get()).exists).toBe(false);
  });
});
