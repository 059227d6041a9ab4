import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_FIELDS, mediaAddress, type ImagePurpose, type MediaRecord } from '#shared/model/index.js';
import { clearFirestore, emulatedFirestore } from '../test-support.js';
import { attachImages } from './attach-images.js';

const { db, projectId } = emulatedFirestore();

beforeEach(() => clearFirestore(projectId));

const uploaded = Timestamp.fromDate(new Date('2026-11-27T10:00:00Z'));
const expiry = Timestamp.fromDate(new Date('2026-11-28T10:00:00Z'));

/** An upload's id and address; ids are 20 letters and digits, as Firestore's are. */
const upload = (name: string, purpose: ImagePurpose = 'post-cover') => {
  const id = name.padEnd(20, '0');
  return { id, address: mediaAddress({ purpose, id, width: 1600, height: 900, placeholder: '#c0a080' }) };
};

/** media/{id} as uploadImage writes it: unattached, expiring a day later (or `fields`). */
async function storeUpload(image: { id: string; address: string }, fields: Partial<MediaRecord<Timestamp>> = {}) {
  const record: MediaRecord<Timestamp> = {
    owner: 'voice',
    purpose: 'post-cover',
    address: image.address,
    created: uploaded,
    expireAt: expiry,
    usedBy: [],
    ...fields,
  };
  await db.doc(`media/${image.id}`).set(record);
}

const recordOf = async (image: { id: string }) => (await db.doc(`media/${image.id}`).get()).data();

/** A post written from `before` to `after` (undefined: none), then its trigger's run. */
async function writePost(slug: string, before: DocumentData | undefined, after: DocumentData | undefined) {
  const post = db.doc(`posts/${slug}`);
  if (after) await post.set(after);
  else await post.delete();
  return attachImages({ db, path: post.path, before, after, fields: IMAGE_FIELDS.posts });
}

const post = (coverUrl: string) => ({ title: 'Rain over Onitsha', coverUrl });

describe('attachImages', () => {
  it('attaches a new cover: the upload names the post and no longer expires', async () => {
    const cover = upload('cover');
    await storeUpload(cover);

    expect(await writePost('rain', undefined, post(cover.address))).toEqual({
      attached: [cover.id],
      released: [],
      deleted: [],
    });
    expect(await recordOf(cover)).toEqual({
      owner: 'voice',
      purpose: 'post-cover',
      address: cover.address,
      created: uploaded,
      expireAt: null,
      usedBy: ['posts/rain'],
    });
  });

  it('does nothing more when the same event comes again (a retry)', async () => {
    const cover = upload('cover');
    await storeUpload(cover);
    await writePost('rain', undefined, post(cover.address));
    const updated = (await db.doc(`media/${cover.id}`).get()).updateTime;

    const again = await attachImages({
      db,
      path: 'posts/rain',
      before: undefined,
      after: post(cover.address),
      fields: IMAGE_FIELDS.posts,
    });
    expect(again).toEqual({ attached: [], released: [], deleted: [] });
    expect((await db.doc(`media/${cover.id}`).get()).updateTime).toEqual(updated);
  });

  it('on a new cover, deletes the old upload and attaches the new one', async () => {
    const [old, replacement] = [upload('old'), upload('new')];
    await storeUpload(old, { usedBy: ['posts/rain'], expireAt: null });
    await storeUpload(replacement);

    expect(await writePost('rain', post(old.address), post(replacement.address))).toEqual({
      attached: [replacement.id],
      released: [],
      deleted: [old.id],
    });
    expect(await recordOf(old)).toBeUndefined();
    expect(await recordOf(replacement)).toMatchObject({ usedBy: ['posts/rain'], expireAt: null });
  });

  it('deletes the uploads of a deleted document', async () => {
    const cover = upload('cover');
    await storeUpload(cover, { usedBy: ['posts/rain'], expireAt: null });

    expect(await writePost('rain', post(cover.address), undefined)).toEqual({
      attached: [],
      released: [],
      deleted: [cover.id],
    });
    expect(await recordOf(cover)).toBeUndefined();
  });

  it('keeps the other fields’ and unchanged images alone (an edit of the title)', async () => {
    const cover = upload('cover');
    await storeUpload(cover, { usedBy: ['posts/rain'], expireAt: null });

    const edit = await writePost('rain', post(cover.address), { ...post(cover.address), title: 'Rain' });
    expect(edit).toEqual({ attached: [], released: [], deleted: [] });
    expect(await recordOf(cover)).toMatchObject({ usedBy: ['posts/rain'] });
  });

  it('keeps an upload two documents use until the last lets go of it (an album cover that is one of its photos)', async () => {
    const cover = upload('cover');
    await storeUpload(cover, { usedBy: ['posts/first'], expireAt: null });

    expect(await writePost('second', undefined, post(cover.address))).toEqual({
      attached: [cover.id],
      released: [],
      deleted: [],
    });
    expect(await recordOf(cover)).toMatchObject({ usedBy: ['posts/first', 'posts/second'], expireAt: null });
    expect(await writePost('first', post(cover.address), post(''))).toEqual({
      attached: [],
      released: [cover.id],
      deleted: [],
    });
    expect(await recordOf(cover)).toMatchObject({ usedBy: ['posts/second'] });
    expect(await writePost('second', post(cover.address), undefined)).toEqual({
      attached: [],
      released: [],
      deleted: [cover.id],
    });
    expect(await recordOf(cover)).toBeUndefined();
  });

  it('leaves an upload a document lets go of that it never held', async () => {
    const cover = upload('cover');
    await storeUpload(cover, { usedBy: ['posts/first'], expireAt: null });
    expect(await writePost('second', post(cover.address), post(''))).toEqual({
      attached: [],
      released: [],
      deleted: [],
    });
    expect(await recordOf(cover)).toMatchObject({ usedBy: ['posts/first'] });
  });

  it('ignores a missing upload (expired, or deleted before) and a seeded /community/ image', async () => {
    const gone = upload('gone');
    expect(await writePost('rain', undefined, post(gone.address))).toEqual({ attached: [], released: [], deleted: [] });
    expect(await writePost('rain', post(gone.address), post('/community/covers/rain.webp'))).toEqual({
      attached: [],
      released: [],
      deleted: [],
    });
    expect(await recordOf(gone)).toBeUndefined();
  });

  it('settles by what the document holds now: a late event neither attaches a dropped cover nor deletes a kept one', async () => {
    const [first, second] = [upload('first'), upload('second')];
    await storeUpload(first);
    await storeUpload(second);
    // The post went from no cover to `first`, then to `second`; the first event arrives after the post's last write.
    await db.doc('posts/rain').set(post(second.address));

    const late = await attachImages({
      db,
      path: 'posts/rain',
      before: post(''),
      after: post(first.address),
      fields: IMAGE_FIELDS.posts,
    });
    expect(late).toEqual({ attached: [], released: [], deleted: [] });
    expect(await recordOf(first)).toMatchObject({ usedBy: [], expireAt: expiry });

    // The second event: `second` attached; `first`, never attached, is left to expire.
    const next = await attachImages({
      db,
      path: 'posts/rain',
      before: post(first.address),
      after: post(second.address),
      fields: IMAGE_FIELDS.posts,
    });
    expect(next).toEqual({ attached: [second.id], released: [], deleted: [] });
    expect(await recordOf(first)).toMatchObject({ usedBy: [], expireAt: expiry });
  });

  it('attaches a photo’s image by its own field and path', async () => {
    const image = upload('photo', 'album-photo');
    await storeUpload(image, { owner: 'admin', purpose: 'album-photo' });
    const path = 'albums/lagos/photos/p1';
    await db.doc(path).set({ imageUrl: image.address, caption: 'A reading' });

    const settled = await attachImages({
      db,
      path,
      before: undefined,
      after: { imageUrl: image.address },
      fields: IMAGE_FIELDS.photos,
    });
    expect(settled).toEqual({ attached: [image.id], released: [], deleted: [] });
    expect(await recordOf(image)).toMatchObject({ usedBy: [path], expireAt: null });
  });

  it('keeps a member’s portrait while their card shows it, and deletes it with the card (account deletion)', async () => {
    const portrait = upload('portrait', 'portrait');
    await storeUpload(portrait, { owner: 'amara', purpose: 'portrait' });
    const card = db.doc('members/amara');
    const words = { displayName: 'Amara Okafor', country: 'Ghana', bio: 'Poet and essayist from Accra.' };
    // reviewMember's card has no portrait; the owner's edit gives it one.
    await card.set({ ...words, portraitUrl: portrait.address });
    const settle = (before: DocumentData | undefined, after: DocumentData | undefined) =>
      attachImages({ db, path: card.path, before, after, fields: IMAGE_FIELDS.members });

    expect(await settle(words, { ...words, portraitUrl: portrait.address })).toEqual({
      attached: [portrait.id],
      released: [],
      deleted: [],
    });
    expect(await recordOf(portrait)).toMatchObject({ usedBy: ['members/amara'], expireAt: null });

    await card.delete();
    expect(await settle({ ...words, portraitUrl: portrait.address }, undefined)).toEqual({
      attached: [],
      released: [],
      deleted: [portrait.id],
    });
    expect(await recordOf(portrait)).toBeUndefined();
  });

  it("deletes a portrait the member takes off their card (portraitUrl set to '')", async () => {
    const portrait = upload('portrait', 'portrait');
    await storeUpload(portrait, { owner: 'amara', purpose: 'portrait', usedBy: ['members/amara'], expireAt: null });
    await db.doc('members/amara').set({ displayName: 'Amara Okafor', portraitUrl: '' });

    const settled = await attachImages({
      db,
      path: 'members/amara',
      before: { displayName: 'Amara Okafor', portraitUrl: portrait.address },
      after: { displayName: 'Amara Okafor', portraitUrl: '' },
      fields: IMAGE_FIELDS.members,
    });
    expect(settled).toEqual({ attached: [], released: [], deleted: [portrait.id] });
    expect(await recordOf(portrait)).toBeUndefined();
  });
});
