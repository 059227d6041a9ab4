import { beforeEach, describe, expect, it } from 'vitest';
import { card } from '@/test/fixtures/directory';
import { resetEmulators, seedDocs } from '@/test/emulators';
import { loadPortraits } from './portraits';

beforeEach(() => resetEmulators());

const portraitOf = (n: number) => `/media/portrait/Portrait${String(n).padStart(12, '0')}_384x384_6a4a3a`;

describe('loadPortraits', () => {
  it('gives the portrait of each card that has one, and nothing for a card without one or no card', async () => {
    await seedDocs({
      'members/abena': { ...card('Abena Mensah', 'voice'), portraitUrl: portraitOf(1) },
      'members/kofi': { ...card('Kofi Owusu', 'peer'), portraitUrl: '' },
      'members/esi': card('Esi Quaye', 'auntie'),
    });
    const portraits = await loadPortraits(['abena', 'kofi', 'esi', 'gone', 'abena', '']);
    expect([...portraits]).toEqual([['abena', portraitOf(1)]]);
  });

  it('reads more members than the rules list at once in several queries', async () => {
    const uids = Array.from({ length: 40 }, (_, i) => `member-${i}`);
    await seedDocs(
      Object.fromEntries(
        uids.map((uid, i) => [`members/${uid}`, { ...card(`Member ${i}`, 'voice'), portraitUrl: portraitOf(i) }]),
      ),
    );
    const portraits = await loadPortraits(uids);
    expect(portraits.size).toBe(40);
    expect(portraits.get('member-39')).toBe(portraitOf(39));
  });

  it('reads nothing for no members', async () => {
    expect((await loadPortraits([])).size).toBe(0);
  });
});
