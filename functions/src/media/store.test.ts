import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BucketMediaStore, LocalMediaStore, mediaStore } from './store.js';

const cover = 'media/post-cover/a1B2c3D4e5F6g7H8i9J0_1600x900_c0a080';
const otherCover = 'media/post-cover/a1B2c3D4e5F6g7H8i9J0_1600x900_c0a081';

let folder: string;
let store: LocalMediaStore;

beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'voa-media-store-'));
  store = new LocalMediaStore(folder);
});

afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('LocalMediaStore (the emulators’ stand-in for the bucket)', () => {
  it('reads back the bytes and the content type it saved', async () => {
    const webp = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3]);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 4, 5]);
    await store.save(`${cover}/640.webp`, webp, 'image/webp');
    await store.save(`${cover}/640.jpg`, jpeg, 'image/jpeg');

    expect(await store.read(`${cover}/640.webp`)).toEqual({ bytes: webp, contentType: 'image/webp' });
    expect(await store.read(`${cover}/640.jpg`)).toEqual({ bytes: jpeg, contentType: 'image/jpeg' });
  });

  it('replaces a file saved again at the same path', async () => {
    await store.save(`${cover}/640.webp`, Buffer.from('first'), 'image/webp');
    await store.save(`${cover}/640.webp`, Buffer.from('second'), 'image/jpeg');
    expect(await store.read(`${cover}/640.webp`)).toEqual({ bytes: Buffer.from('second'), contentType: 'image/jpeg' });
  });

  it('reads null for a path that holds no file: missing, or a folder', async () => {
    expect(await store.read(`${cover}/640.webp`)).toBeNull();
    await store.save(`${cover}/640.webp`, Buffer.from('x'), 'image/webp');
    expect(await store.read(`${cover}/828.webp`)).toBeNull();
    expect(await store.read(cover)).toBeNull();
    expect(await store.read(`${cover}/640.webp/more`)).toBeNull();
  });

  it('deletes every file under a folder and nothing beside it, and counts them; again, none', async () => {
    for (const file of ['640.webp', '640.jpg', '828.webp', '828.jpg']) {
      await store.save(`${cover}/${file}`, Buffer.from(file), 'image/webp');
    }
    await store.save(`${otherCover}/640.webp`, Buffer.from('kept'), 'image/webp');

    expect(await store.deleteAll(`${cover}/`)).toBe(4);
    expect(await store.read(`${cover}/640.webp`)).toBeNull();
    expect(await store.read(`${otherCover}/640.webp`)).toEqual({
      bytes: Buffer.from('kept'),
      contentType: 'image/webp',
    });
    expect(await store.deleteAll(`${cover}/`)).toBe(0);
    expect(await store.deleteAll('media/post-cover/never-saved/')).toBe(0);
  });

  it('deletes a folder only: a bare name would also take its siblings that start alike', async () => {
    await store.save(`${otherCover}/640.webp`, Buffer.from('kept'), 'image/webp');
    await expect(store.deleteAll(cover.slice(0, -1))).rejects.toThrow(/Not a folder/);
    await expect(store.deleteAll('/')).rejects.toThrow(/Not a path/);
    expect(await store.read(`${otherCover}/640.webp`)).not.toBeNull();
  });

  it.each([
    '../escaped.webp',
    'media/../../escaped.webp',
    '/tmp/escaped.webp',
    'media//640.webp',
    'media/./640.webp',
    'media\\..\\..\\escaped.webp',
    '',
  ])('refuses the path %j, which is not a plain path inside its folder', async (badPath) => {
    await expect(store.save(badPath, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Not a path/);
    await expect(store.read(badPath)).rejects.toThrow(/Not a path/);
    expect(readdirSync(folder)).toEqual([]);
    expect(existsSync(path.join(path.dirname(folder), 'escaped.webp'))).toBe(false);
  });

  it('refuses a folder outside its own', async () => {
    await expect(store.deleteAll('../')).rejects.toThrow(/Not a path/);
    await expect(store.deleteAll('media/../../')).rejects.toThrow(/Not a path/);
    expect(existsSync(folder)).toBe(true);
  });
});

describe('mediaStore', () => {
  it('is the stand-in folder on the emulators, MEDIA_STAND_IN_DIR or one per project in the temp folder', () => {
    const named = mediaStore({ FUNCTIONS_EMULATOR: 'true', MEDIA_STAND_IN_DIR: folder, GCLOUD_PROJECT: 'demo-x' });
    expect(named).toBeInstanceOf(LocalMediaStore);
    expect((named as LocalMediaStore).folder).toBe(folder);

    const perProject = mediaStore({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-x' });
    expect((perProject as LocalMediaStore).folder).toBe(path.join(os.tmpdir(), 'voa-media-stand-in', 'demo-x'));
  });

  it('is the bucket anywhere else, whatever the stand-in variable says', () => {
    expect(mediaStore({ GCLOUD_PROJECT: 'real-project' })).toBeInstanceOf(BucketMediaStore);
    expect(mediaStore({ FUNCTIONS_EMULATOR: 'false', MEDIA_STAND_IN_DIR: folder })).toBeInstanceOf(BucketMediaStore);
  });
});
