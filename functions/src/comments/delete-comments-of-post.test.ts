import { beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore, emulatedFirestore } from '../test-support.js';
import { deleteCommentsOfDeletedPost, deleteIfUnchanged, staleComments } from './delete-comments-of-post.js';

const { db, projectId } = emulatedFirestore();

beforeEach(() => clearFirestore(projectId));

const post = (slug: string) => db.doc(`posts/${slug}`);
const comment = (slug: string, id: string) => post(slug).collection('comments').doc(id);
const commentIds = async (slug: string) =>
  (await post(slug).collection('comments').get()).docs.map((doc) => doc.id).sort();

/** A post and its comments, each written on its own (as members comment, one at a time). */
async function seed(slug: string, ids: string[]) {
  await post(slug).set({ title: slug, status: 'published' });
  for (const id of ids) await comment(slug, id).set({ authorUid: `member-${id}`, body: `Comment ${id}` });
}

describe('deleteCommentsOfDeletedPost', () => {
  it('deletes every comment of the deleted post, and no other post’s', async () => {
    await seed('gone', ['a', 'b', 'c']);
    await seed('kept', ['d', 'e']);
    await post('gone').delete();

    expect(await deleteCommentsOfDeletedPost(post('gone'))).toBe(3);
    expect(await commentIds('gone')).toEqual([]);
    expect(await commentIds('kept')).toEqual(['d', 'e']);
    expect((await post('kept').get()).exists).toBe(true);
  });

  it('deletes more than one BulkWriter batch of comments', async () => {
    await post('busy').set({ title: 'Busy' });
    const batch = db.batch();
    for (let index = 0; index < 45; index += 1) batch.set(comment('busy', `c${index}`), { body: `#${index}` });
    await batch.commit();
    await post('busy').delete();

    expect(await deleteCommentsOfDeletedPost(post('busy'))).toBe(45);
    expect(await commentIds('busy')).toEqual([]);
  });

  it('is harmless when repeated (a retried delivery): nothing left, nothing brought back', async () => {
    await seed('gone', ['a']);
    await post('gone').delete();
    expect(await deleteCommentsOfDeletedPost(post('gone'))).toBe(1);

    expect(await deleteCommentsOfDeletedPost(post('gone'))).toBe(0);
    expect(await commentIds('gone')).toEqual([]);
    expect((await post('gone').get()).exists).toBe(false);
  });

  it('when the slug was taken again before it ran, deletes the old post’s comments and keeps the new post’s', async () => {
    await seed('itan', ['old-1', 'old-2']);
    await post('itan').delete();
    await seed('itan', ['new-1']);

    expect(await deleteCommentsOfDeletedPost(post('itan'))).toBe(2);
    expect(await commentIds('itan')).toEqual(['new-1']);
    expect((await post('itan').get()).get('title')).toBe('itan');

    // A repeated delivery keeps them too.
    expect(await deleteCommentsOfDeletedPost(post('itan'))).toBe(0);
    expect(await commentIds('itan')).toEqual(['new-1']);
  });

  it('keeps comments written in the same batch as the re-created post (the seed writes them so)', async () => {
    await seed('itan', ['old']);
    await post('itan').delete();
    const batch = db.batch();
    batch.set(post('itan'), { title: 'Again' });
    batch.set(comment('itan', 'with-it'), { body: 'Written with the post' });
    await batch.commit();

    expect(await deleteCommentsOfDeletedPost(post('itan'))).toBe(1);
    expect(await commentIds('itan')).toEqual(['with-it']);
  });

  it('leaves a comment that changed after it was read (written anew at its path, or edited), and judges it again', async () => {
    await seed('itan', ['same-id', 'edited', 'plain']);
    await post('itan').delete();
    const read = await staleComments(post('itan'));
    expect(read.map((comment) => comment.ref.id).sort()).toEqual(['edited', 'plain', 'same-id']);
    // Between the read and the delete: one old comment is deleted and the post written again with a
    // comment at that path (one batch, as the tests' reset and seed do), and another is edited.
    await comment('itan', 'same-id').delete();
    const batch = db.batch();
    batch.set(post('itan'), { title: 'Again' });
    batch.set(comment('itan', 'same-id'), { body: 'Written with the new post' });
    await batch.commit();
    await comment('itan', 'edited').update({ body: 'Edited' });

    expect(await deleteIfUnchanged(read)).toEqual({ deleted: 1, changed: 2 });
    expect(await commentIds('itan')).toEqual(['edited', 'same-id']);
    // The next pass judges them again: the edited one is still the old post's, the other the new one's.
    expect(await deleteCommentsOfDeletedPost(post('itan'))).toBe(1);
    expect(await commentIds('itan')).toEqual(['same-id']);
    expect((await comment('itan', 'same-id').get()).get('body')).toBe('Written with the new post');
  });
});
