import { beforeEach, describe, expect, it } from 'vitest';
import { card } from '@/test/fixtures/directory';
import { resetEmulators, seedDocs } from '@/test/emulators';
import { loadBylineCards } from './byline-cards';

beforeEach(() => resetEmulators());

const portraitOf = (n: number) => `/media/portrait/Portrait${String(n).padStart(12, '0')}_384x384_6a4a3a`;

describe('loadBylineCards', () => {
  it("gives each card’s portrait and slug, '' for what a card lacks, and nothing for no card", async () => {
    await seedDocs({
      'members/abena': { ...card('Abena Mensah', 'voice'), portraitUrl: portraitOf(1), slug: 'abena-mensah' },
      'members/kofi': { ...card('Kofi Owusu', 'peer'), portraitUrl: '' },
      'members/esi': card('Esi Quaye', 'auntie'),
    });
    const cards = await loadBylineCards(['abena', 'kofi', 'esi', 'gone', 'abena', '']);
    expect(Object.fromEntries(cards)).toEqual({
      abena: { portraitUrl: portraitOf(1), slug: 'abena-mensah' },
      kofi: { portraitUrl: '', slug: '' },
      esi: { portraitUrl: '', slug: '' },
    });
  });

  it('reads more members than the rules list at once in several queries', async () => {
    const uids = Array.from({ length: 40 }, (_, i) => `member-${i}`);
    await seedDocs(
      Object.fromEntries(
        uids.map((uid, i) => [`members/${uid}`, { ...card(`Member ${i}`, 'voice'), portraitUrl: portraitOf(i) }]),
      ),
    );
    const cards = await loadBylineCards(uids);
    expect(cards.size).toBe(40);
    expect(cards.get('member-39')?.portraitUrl).toBe(portraitOf(39));
  });

  it('reads nothing for no members', async () => {
    expect((await loadBylineCards([])).size).toBe(0);
  });
});
