import { describe, expect, it } from 'vitest';
import { mediaAddress, mediaFile } from '#shared/model/index.js';
import { deleteUploadFiles, type FileDeleter } from './delete-media-files.js';

/** A stand-in for the bucket, in memory: its files by path, and every prefix it was asked to delete. */
class InMemoryStandInStore implements FileDeleter {
  readonly prefixesAsked: string[] = [];
  constructor(readonly paths: Set<string>) {}

  async deleteAll(prefix: string): Promise<number> {
    this.prefixesAsked.push(prefix);
    const doomed = [...this.paths].filter((path) => path.startsWith(prefix));
    for (const path of doomed) this.paths.delete(path);
    return Promise.resolve(doomed.length);
  }
}

const image = { purpose: 'post-cover', width: 1600, height: 900, placeholder: '#c0a080' } as const;
const gone = mediaAddress({ ...image, id: 'a1B2c3D4e5F6g7H8i9J0' });
const kept = mediaAddress({ ...image, id: 'a1B2c3D4e5F6g7H8i9J1' });
/** A store's paths: the address's files without the leading slash. */
const filesOf = (address: string) =>
  [640, 1200].flatMap((width) =>
    [mediaFile(address, width, 'webp'), mediaFile(address, width, 'jpg')].map((file) => file.slice(1)),
  );

describe('deleteUploadFiles', () => {
  it('deletes every file under the deleted upload’s address, and no other upload’s', async () => {
    const store = new InMemoryStandInStore(new Set([...filesOf(gone), ...filesOf(kept)]));

    expect(await deleteUploadFiles(gone, store)).toBe(4);
    expect(store.prefixesAsked).toEqual([`${gone.slice(1)}/`]);
    expect([...store.paths].sort()).toEqual(filesOf(kept).sort());
  });

  it('is harmless when repeated (a retried delivery): nothing left to delete', async () => {
    const store = new InMemoryStandInStore(new Set(filesOf(gone)));
    await deleteUploadFiles(gone, store);

    expect(await deleteUploadFiles(gone, store)).toBe(0);
    expect(store.paths.size).toBe(0);
  });

  it('asks for nothing when the record names no upload address (a damaged or empty record)', async () => {
    const store = new InMemoryStandInStore(new Set(filesOf(kept)));
    for (const address of [undefined, '', '/media/', '/media/post-cover', `${kept}/640.webp`, 'media/x', 42]) {
      expect(await deleteUploadFiles(address, store)).toBe(0);
    }
    expect(store.prefixesAsked).toEqual([]);
    expect(store.paths.size).toBe(4);
  });
});
