import { beforeEach, describe, expect, it } from 'vitest';
import { libraryDoc, many } from '@/test/fixtures/community';
import { resetEmulators, seedDocs } from '@/test/emulators';
import { fetchLibrary, fetchLibraryStart } from './library';

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

  it('starts with the first items and the path of the last, then reads the rest after it', async () => {
    await seedDocs(many('libraryItems', 25, libraryDoc));
    const start = await fetchLibraryStart(8);
    expect(start.items.map((item) => item.title)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Book ${String(i + 1).padStart(4, '0')}`),
    );
    expect(start.next).toBe(`libraryItems/${start.items.at(-1)?.id}`);

    const batches: number[] = [];
    const all = await fetchLibrary((items) => batches.push(items.length), { batch: 10, from: start });
    expect(batches).toEqual([18, 25]);
    expect(all.items.map((item) => item.title)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Book ${String(i + 1).padStart(4, '0')}`),
    );

    const whole = await fetchLibraryStart(25);
    expect(whole.next).toBeNull();
    expect(await fetchLibrary(() => batches.push(-1), { from: whole })).toEqual({ items: whole.items, capped: false });
    expect(batches).not.toContain(-1);
  });
});
