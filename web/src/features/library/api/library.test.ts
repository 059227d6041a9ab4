import { beforeEach, describe, expect, it } from 'vitest';
import { libraryDoc, many } from '@/test/fixtures/community';
import { resetEmulators, seedDocs } from '@/test/emulators';
import { fetchLibrary } from './library';

beforeEach(() => resetEmulators());

describe('fetchLibrary', () => {
  it('reads the catalogue in cursor pages, reporting each batch, up to the cap', async () => {
    await seedDocs(many('libraryItems', 25, libraryDoc));
    const batches: number[] = [];
    const all = await fetchLibrary((items) => batches.push(items.length), { batch: 10, cap: 100 });
    expect(batches).toEqual([10, 20, 25]);
    expect(all.capped).toBe(false);
    expect(new Set(all.items.map((item) => item.id)).size).toBe(25);

    const capped = await fetchLibrary(() => undefined, { batch: 10, cap: 15 });
    expect(capped.items).toHaveLength(15);
    expect(capped.capped).toBe(true);
  });
});
