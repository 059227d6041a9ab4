import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { emulatorsFromEnv, eventually, firestoreAdmin } from '#shared/testing/index.ts';
import { postDocument } from '#shared/testing/documents.ts';

/**
 * deleteCommentsOfPost end to end: deleting posts/{slug} makes the Functions emulator run the
 * trigger, which deletes the post's comments; each deletion runs countComments, which must not
 * bring the post back.
 */
const emulators = emulatorsFromEnv(process.env);
const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: emulators.projectId }));

beforeEach(() => firestoreAdmin(emulators).clear());

const commentIds = async (slug: string) =>
  (await db.collection(`posts/${slug}/comments`).get()).docs.map((doc) => doc.id).sort();

/** A published post as the blog writes one (the other triggers on posts read it too). */
const post = (slug: string, title: string) => postDocument(slug, Timestamp.now(), { title, authorUid: 'voice-1' });

/** A published post and its comments, each comment written on its own as members write them. */
async function seed(slug: string, ids: string[]) {
  await db.doc(`posts/${slug}`).set(post(slug, slug));
  for (const id of ids) {
    await db.doc(`posts/${slug}/comments/${id}`).set({ authorUid: `member-${id}`, body: `Comment ${id}` });
  }
  // The post's count, once the countComments calls of these writes have run (their recounts
  // would otherwise still be landing while the test deletes).
  await eventually(async () => (await db.doc(`posts/${slug}`).get()).get('commentCount') as number | undefined, {
    until: (count) => count === ids.length,
    what: `posts/${slug} commentCount`,
  });
}

describe('deleteCommentsOfPost through the Functions emulator', () => {
  it('deletes a deleted post’s comments, keeps other posts’, and the recounts do not bring the post back', async () => {
    await seed('gone', ['a', 'b', 'c']);
    await seed('kept', ['d']);

    await db.doc('posts/gone').delete();

    await eventually(async () => commentIds('gone'), {
      until: (ids) => ids.length === 0,
      what: 'posts/gone comments deleted',
    });
    expect(await commentIds('kept')).toEqual(['d']);
    // Each comment deletion ran countComments on the missing post. Ordering marker: a comment
    // written after them, whose recount shows that countComments has had its turn for theirs.
    await db.doc('posts/kept/comments/e').set({ authorUid: 'member-e', body: 'Comment e' });
    await eventually(async () => (await db.doc('posts/kept').get()).get('commentCount') as number | undefined, {
      until: (count) => count === 2,
      what: 'posts/kept commentCount after the marker comment',
    });
    expect((await db.doc('posts/gone').get()).exists).toBe(false);
  });

  it('keeps the comments of a post that takes the slug again, and their count', async () => {
    await seed('itan', ['old-1', 'old-2']);
    // Re-created right after the deletion: the trigger runs before or after the new post exists
    // (the handler's tests pin both cases); either way the old comments go and the new one stays.
    await db.doc('posts/itan').delete();
    await db.doc('posts/itan').set(post('itan', 'Itan again'));
    await db.doc('posts/itan/comments/new-1').set({ authorUid: 'member-new', body: 'On the new post' });

    await eventually(async () => commentIds('itan'), {
      until: (ids) => JSON.stringify(ids) === JSON.stringify(['new-1']),
      what: 'only the new post’s comment left',
    });
    await eventually(async () => (await db.doc('posts/itan').get()).get('commentCount') as number | undefined, {
      until: (count) => count === 1,
      what: 'the new post counts its one comment',
    });
    expect((await db.doc('posts/itan').get()).get('title')).toBe('Itan again');
  });
});
