import { beforeEach, describe, expect, it } from 'vitest';
import { recompute } from './recompute.js';
import { clearFirestore, emulatedFirestore } from './test-support.js';

const { db, projectId } = emulatedFirestore();

beforeEach(() => clearFirestore(projectId));

const ref = db.doc('recompute-tests/derived');

describe('recompute', () => {
  it('writes what derive returns, and nothing when it returns null', async () => {
    await ref.set({ total: 1, other: 'kept' });
    expect(await recompute(ref, async () => ({ total: 2 }))).toBe(true);
    expect((await ref.get()).data()).toEqual({ total: 2, other: 'kept' });

    const before = (await ref.get()).updateTime?.toMillis();
    expect(await recompute(ref, async () => null)).toBe(false);
    expect((await ref.get()).updateTime?.toMillis()).toBe(before);
  });

  it('derives again, rather than write, when another write lands after the document was read', async () => {
    await ref.set({ total: 1 });
    const seen: unknown[] = [];
    const wrote = await recompute(ref, async (current) => {
      seen.push(current.get('total'));
      // The first time, an overlapping call writes its newer value between this read and this write.
      if (seen.length === 1) await ref.update({ total: 3 });
      return current.get('total') === 3 ? null : { total: 2 };
    });
    expect(seen).toEqual([1, 3]);
    expect(wrote).toBe(false);
    expect((await ref.get()).get('total')).toBe(3);
  });

  it('creates a missing document, and derives again when another call created it first', async () => {
    const seen: boolean[] = [];
    const wrote = await recompute(ref, async (current) => {
      seen.push(current.exists);
      if (seen.length === 1) await ref.create({ total: 5 });
      return { total: 6 };
    });
    expect(seen).toEqual([false, true]);
    expect(wrote).toBe(true);
    expect((await ref.get()).get('total')).toBe(6);
  });

  it('gives up after five overtaken attempts and throws, for the trigger to be delivered again', async () => {
    await ref.set({ total: 0 });
    let calls = 0;
    await expect(
      recompute(ref, async () => {
        calls += 1;
        await ref.update({ total: calls });
        return { total: -1 };
      }),
    ).rejects.toMatchObject({ code: 9 });
    expect(calls).toBe(5);
    expect((await ref.get()).get('total')).toBe(5);
  });
});
