import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { processImage } from '#functions/src/media/process-image.ts';
import { LocalMediaStore } from '#functions/src/media/store.ts';
import { mediaFile, parseMediaAddress, type ImagePurpose } from '#shared/model/index.ts';
import type { Artwork } from './community-images.ts';
import { SeededUploads } from './uploads.ts';

const cover: Artwork = { seed: 4, width: 900, height: 500 };
const portrait: Artwork = { seed: 5, width: 300, height: 200 };
const created = Timestamp.fromDate(new Date('2026-01-01T00:00:00Z'));

let store: LocalMediaStore;
/** The purposes processImage was called for, in order: the work a seed did. */
let processed: ImagePurpose[];

/** A seed's uploads on the shared store, through the functions' real processImage, counted. */
const seedUploads = () =>
  new SeededUploads(store, (input, purpose) => {
    processed.push(purpose);
    return processImage(input, purpose);
  });

beforeEach(() => {
  store = new LocalMediaStore(mkdtempSync(path.join(os.tmpdir(), 'voa-seed-uploads-')));
  processed = [];
});

afterEach(() => {
  rmSync(store.folder, { recursive: true, force: true });
});

describe('SeededUploads', () => {
  it('makes an upload of the artwork: a /media/ address of its purpose, and every file of it in the store', async () => {
    const address = await seedUploads().upload('demo-voice', 'post-cover', cover);

    const image = parseMediaAddress(address);
    expect(image).toMatchObject({ purpose: 'post-cover', width: 900, height: 500 });
    for (const width of [640, 828]) {
      const webp = await store.read(mediaFile(address, width, 'webp').slice(1));
      expect(webp?.contentType).toBe('image/webp');
      expect(await sharp(webp?.bytes).metadata()).toMatchObject({ format: 'webp', width });
      const jpeg = await store.read(mediaFile(address, width, 'jpg').slice(1));
      expect(jpeg?.contentType).toBe('image/jpeg');
    }
    expect(await store.read(mediaFile(address, 1200, 'webp').slice(1))).toBeNull();
  });

  it('crops a portrait square, as a person’s upload is', async () => {
    const address = await seedUploads().upload('demo-voice', 'portrait', portrait);
    expect(parseMediaAddress(address)).toMatchObject({ purpose: 'portrait', width: 200, height: 200 });
  });

  it('processes an artwork once per seed, however many documents ask for it', async () => {
    const uploads = seedUploads();
    const [first, second] = await Promise.all([
      uploads.upload('demo-admin', 'album-photo', cover),
      uploads.upload('demo-admin', 'album-photo', cover),
    ]);
    expect(second).toBe(first);
    expect(processed).toEqual(['album-photo']);
    expect(() => uploads.upload('demo-voice', 'album-photo', cover)).toThrow(/uploaded by demo-admin and demo-voice/);
  });

  it('finds an earlier seed’s files by the addresses it noted: the same address, nothing processed', async () => {
    const earlier = seedUploads();
    const address = await earlier.upload('demo-voice', 'post-cover', cover);
    await earlier.noteAddresses();
    processed = [];

    const again = seedUploads();
    expect(await again.upload('demo-voice', 'post-cover', cover)).toBe(address);
    expect(processed).toEqual([]);
    expect(again.processed).toBe(0);
  });

  it('makes the files again when one of them has gone (the upload was deleted in the app)', async () => {
    const earlier = seedUploads();
    const address = await earlier.upload('demo-voice', 'post-cover', cover);
    await earlier.noteAddresses();
    await store.deleteAll(`${address.slice(1)}/`);

    const again = seedUploads();
    expect(await again.upload('demo-voice', 'post-cover', cover)).toBe(address);
    expect(again.processed).toBe(1);
    expect(await store.read(mediaFile(address, 828, 'jpg').slice(1))).not.toBeNull();
  });

  it('makes the files again when the note of addresses is not one it can read', async () => {
    const earlier = seedUploads();
    const address = await earlier.upload('demo-voice', 'post-cover', cover);
    await earlier.noteAddresses();
    writeFileSync(path.join(store.folder, 'seeded-addresses.json'), '{"half a');

    const again = seedUploads();
    expect(await again.upload('demo-voice', 'post-cover', cover)).toBe(address);
    expect(again.processed).toBe(1);
  });

  it('gives another artwork, or the same for another purpose, another address', async () => {
    const uploads = seedUploads();
    const addresses = await Promise.all([
      uploads.upload('demo-admin', 'album-photo', cover),
      uploads.upload('demo-admin', 'album-photo', { ...cover, seed: 6 }),
      uploads.upload('demo-admin', 'library-cover', cover),
    ]);
    expect(new Set(addresses.map((address) => parseMediaAddress(address)?.id)).size).toBe(3);
  });
});

describe('SeededUploads.records', () => {
  it('writes each upload’s record attached to the documents whose image fields hold it, as the triggers would', async () => {
    const uploads = seedUploads();
    const photo = await uploads.upload('demo-admin', 'album-photo', cover);
    const records = await uploads.records(
      [
        ['albums/a', { coverUrl: photo, title: 'A' }],
        ['albums/a/photos/p1', { imageUrl: photo }],
        // Not an image field of its collection: no use.
        ['posts/p', { body: photo }],
      ],
      created,
    );
    expect(records).toEqual([
      [
        `media/${parseMediaAddress(photo)?.id}`,
        {
          owner: 'demo-admin',
          purpose: 'album-photo',
          address: photo,
          created,
          expireAt: null,
          usedBy: ['albums/a', 'albums/a/photos/p1'],
        },
      ],
    ]);
  });

  it('refuses an upload no document holds, and a field holding an upload of another purpose', async () => {
    const uploads = seedUploads();
    const photo = await uploads.upload('demo-admin', 'album-photo', cover);
    await expect(uploads.records([], created)).rejects.toThrow(/is in no document/);
    await expect(uploads.records([['posts/p', { coverUrl: photo }]], created)).rejects.toThrow(
      /posts\/p\.coverUrl holds .*no seeded post-cover upload/,
    );
  });
});
