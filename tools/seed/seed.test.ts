import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMediaStore } from '#functions/src/media/store.ts';
import {
  IMAGE_FIELDS,
  IMAGE_FORMATS,
  imageWidths,
  mediaFile,
  parseMediaAddress,
  type MediaRecord,
} from '#shared/model/index.ts';
import { directoryMembers } from './directory.ts';
import { demoMembers } from './members.ts';
import { demoDocuments, seedDemoData } from './seed.ts';
import { SeededUploads, type SeedDocument } from './uploads.ts';

describe('seedDemoData', () => {
  it('refuses to run against anything but a demo project on the emulators', async () => {
    await expect(seedDemoData({ GCLOUD_PROJECT: 'my-real-project' })).rejects.toThrow(/only against the emulators/);
    await expect(seedDemoData({ GCLOUD_PROJECT: 'demo-x' })).rejects.toThrow(/only against the emulators/);
  });
});

describe('the demo documents’ images', () => {
  // One now for both seeds: the story's dates move with it (tools/seed/story.ts).
  const now = new Date();
  let store: LocalMediaStore;
  let documents: SeedDocument[];
  let first: SeededUploads;
  const data = (documentPath: string) =>
    documents.find(([candidate]) => candidate === documentPath)?.[1] as Record<string, unknown> | undefined;
  const records = () =>
    documents.filter(([documentPath]) => documentPath.startsWith('media/')) as [string, MediaRecord<unknown>][];
  /** Every image field of every document that has one, with the purpose its collection gives it. */
  const imageFields = () =>
    documents.flatMap(([documentPath, fields]) => {
      const collection = documentPath.split('/').at(-2) as keyof typeof IMAGE_FIELDS;
      return Object.entries(IMAGE_FIELDS[collection] ?? {}).map(([field, purpose]) => ({
        documentPath,
        purpose,
        value: (fields as Record<string, unknown>)[field],
      }));
    });

  beforeAll(async () => {
    store = new LocalMediaStore(mkdtempSync(path.join(os.tmpdir(), 'voa-seed-')));
    first = new SeededUploads(store);
    documents = await demoDocuments(first, now);
    await first.noteAddresses();
  });

  afterAll(() => {
    rmSync(store.folder, { recursive: true, force: true });
  });

  it('are uploads: each image field holds a /media/ address of its purpose, or nothing', () => {
    const fields = imageFields();
    expect(fields.filter(({ value }) => value).length).toBeGreaterThan(30);
    for (const { documentPath, purpose, value } of fields) {
      if (value === undefined || value === '') continue;
      expect(parseMediaAddress(String(value))?.purpose, `${documentPath}: ${String(value)}`).toBe(purpose);
    }
  });

  it('each have their media record, attached to every document that holds it, and all their files in the store', async () => {
    const byAddress = new Map(records().map(([, record]) => [record.address, record]));
    for (const { documentPath, value } of imageFields()) {
      if (!value) continue;
      expect(byAddress.get(String(value))?.usedBy, documentPath).toContain(documentPath);
    }
    for (const [recordPath, record] of records()) {
      const image = parseMediaAddress(record.address);
      expect(recordPath).toBe(`media/${image?.id}`);
      expect(record.expireAt).toBeNull();
      expect(record.usedBy.length).toBeGreaterThan(0);
      for (const width of imageWidths(record.purpose, image?.width ?? 0)) {
        for (const { extension, contentType } of IMAGE_FORMATS) {
          const file = await store.read(mediaFile(record.address, width, extension).slice(1));
          expect(file?.contentType, `${record.address} ${width}.${extension}`).toBe(contentType);
        }
      }
    }
  });

  it('are owned as people would own them: a cover by its post’s author, a portrait by its member, the rest by an admin', () => {
    const admins = new Set(demoMembers.filter((member) => member.admin).map((member) => member.uid));
    for (const [, record] of records()) {
      const [user] = record.usedBy;
      if (record.purpose === 'post-cover') expect(record.owner).toBe(data(user ?? '')?.authorUid);
      else if (record.purpose === 'portrait') expect(`members/${record.owner}`).toBe(user);
      else expect(admins.has(record.owner), record.address).toBe(true);
    }
  });

  it('put an album’s first photo on its cover as one upload, used by both', () => {
    const album = 'albums/lagos-book-and-art-festival-2026';
    const cover = String(data(album)?.coverUrl);
    expect(data(`${album}/photos/photo-1`)?.imageUrl).toBe(cover);
    const record = records().find(([, candidate]) => candidate.address === cover)?.[1];
    expect(record?.usedBy).toEqual([album, `${album}/photos/photo-1`]);
  });

  it('give every member of the team a portrait of their own, a team-portrait upload', () => {
    const portraits = documents
      .filter(([documentPath]) => documentPath.startsWith('teamMembers/'))
      .map(([documentPath, fields]) => ({
        documentPath,
        photoUrl: String((fields as { photoUrl?: unknown }).photoUrl),
      }));
    expect(portraits.length).toBeGreaterThan(0);
    for (const { documentPath, photoUrl } of portraits) {
      expect(parseMediaAddress(photoUrl)?.purpose, documentPath).toBe('team-portrait');
    }
    expect(new Set(portraits.map(({ photoUrl }) => photoUrl)).size).toBe(portraits.length);
  });

  it('beside the board’s portraits, link each board member with a seeded card to it, and make up no site', () => {
    const board = documents.filter(([documentPath]) => documentPath.startsWith('advisoryMembers/'));
    const cardNames = new Set(
      documents
        .filter(([documentPath]) => documentPath.startsWith('members/'))
        .map(([, card]) => String((card as { displayName: unknown }).displayName)),
    );
    expect(board.length).toBeGreaterThan(0);
    for (const [documentPath, fields] of board) {
      const { name, memberUid, website } = fields as { name: string; memberUid: string; website: string };
      if (cardNames.has(name)) expect(data(`members/${memberUid}`)?.displayName, documentPath).toBe(name);
      else expect(memberUid, documentPath).toBe('');
      expect(website, documentPath).toBe('');
    }
    expect(board.some(([, fields]) => (fields as { memberUid: string }).memberUid !== '')).toBe(true);
  });

  it('give some members of each kind a portrait and leave others with their initials', () => {
    for (const kind of ['voice', 'auntie', 'peer']) {
      const cards = [...demoMembers, ...directoryMembers]
        .filter((member) => member.status === 'active' && member.type === kind)
        .map((member) => data(`members/${member.uid}`));
      expect(
        cards.some((card) => card?.portraitUrl),
        kind,
      ).toBe(true);
      expect(
        cards.some((card) => card?.portraitUrl === undefined),
        kind,
      ).toBe(true);
    }
  });

  it('are found in the store by the next seed: the same documents, nothing processed again', async () => {
    const again = new SeededUploads(store);
    const addresses = (list: SeedDocument[]) => list.filter(([documentPath]) => documentPath.startsWith('media/'));
    expect(addresses(await demoDocuments(again, now))).toEqual(addresses(documents));
    expect(first.processed).toBeGreaterThan(30);
    expect(again.processed).toBe(0);
  });
});
