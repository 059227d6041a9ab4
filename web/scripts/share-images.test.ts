// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artworkFor, shareImageRenderer } from './share-images.ts';

/** Satori and sharp in Node, as the build runs them (not jsdom, where satori would see a document). */
const renderer = await shareImageRenderer('Sankofa Editorial');

/** Mean absolute difference between two images' pixels, 0 to 255. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((image) => sharp(image).raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < (x?.length ?? 0); i++) sum += Math.abs((x?.[i] ?? 0) - (y?.[i] ?? 0));
  return sum / (x?.length ?? 1);
}

describe('link-preview images', () => {
  it('are 1200×630 JPEGs, the same bytes every build', async () => {
    const first = await renderer.render({ title: 'Our services', artwork: 'hero-services' });
    const second = await renderer.render({ title: 'Our services', artwork: 'hero-services' });
    expect(await sharp(first.jpeg).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    expect(first.titleShown).toBe(true);
    expect(first.jpeg.equals(second.jpeg)).toBe(true);
  });

  it('set the title on the artwork: another title gives another image', async () => {
    const one = await renderer.render({ title: 'Our services', artwork: 'hero-services' });
    const other = await renderer.render({ title: 'Writing samples', artwork: 'hero-services' });
    const none = await renderer.render({ title: '', artwork: 'hero-services' });
    expect(await difference(one.jpeg, other.jpeg)).toBeGreaterThan(0.5);
    expect(await difference(one.jpeg, none.jpeg)).toBeGreaterThan(0.5);
    expect(none.titleShown).toBe(false);
  });

  it.each([
    ['Arabic', 'أصوات أفريقيا'],
    ['Tifinagh', 'ⵜⴰⵎⴰⵣⵉⵖⵜ'],
  ])('leave off a title in %s, which the fonts lack, rather than draw empty boxes', async (_script, title) => {
    const shown = await renderer.render({ title, artwork: 'tile-dusk' });
    const nameOnly = await renderer.render({ title: '', artwork: 'tile-dusk' });
    expect(shown.titleShown).toBe(false);
    expect(shown.jpeg.equals(nameOnly.jpeg)).toBe(true);
  });

  it('set a byline under the title, and leave off one whose letters the fonts lack, keeping the title', async () => {
    const title = 'Rain over Onitsha';
    const plain = await renderer.render({ title, artwork: 'tile-dusk' });
    const signed = await renderer.render({ title, byline: 'By Chiamaka Eze', artwork: 'tile-dusk' });
    const amharic = await renderer.render({ title, byline: 'By ተስፋዬ ገብሬ', artwork: 'tile-dusk' });
    const arabic = await renderer.render({ title, byline: 'By أمينة', artwork: 'tile-dusk' });
    expect(plain.bylineShown).toBe(false);
    expect([signed.bylineShown, amharic.bylineShown]).toEqual([true, true]);
    expect(await difference(signed.jpeg, plain.jpeg)).toBeGreaterThan(0.2);
    expect(await difference(amharic.jpeg, signed.jpeg)).toBeGreaterThan(0.2);
    expect(arabic).toMatchObject({ titleShown: true, bylineShown: false });
    expect(arabic.jpeg.equals(plain.jpeg)).toBe(true);
    // A byline goes with a title only: the site's name alone stays alone.
    const nameOnly = await renderer.render({ title: '', artwork: 'tile-dusk' });
    const bylineOnly = await renderer.render({ title: '', byline: 'By Chiamaka Eze', artwork: 'tile-dusk' });
    expect(bylineOnly.bylineShown).toBe(false);
    expect(bylineOnly.jpeg.equals(nameOnly.jpeg)).toBe(true);
  });

  it('draw a title in Amharic (Ethiopic letters, from Noto Sans Ethiopic), and a mixed one', async () => {
    const nameOnly = await renderer.render({ title: '', artwork: 'tile-dusk' });
    const amharic = await renderer.render({ title: 'የአፍሪካ ድምፆች', artwork: 'tile-dusk' });
    const mixed = await renderer.render({ title: 'Voices of Africa: የአፍሪካ ድምፆች', artwork: 'tile-dusk' });
    expect(amharic.titleShown).toBe(true);
    expect(mixed.titleShown).toBe(true);
    expect(await difference(amharic.jpeg, nameOnly.jpeg)).toBeGreaterThan(0.5);
    expect(await difference(mixed.jpeg, amharic.jpeg)).toBeGreaterThan(0.5);
  });

  it.each(['Ìtàn àwọn Yorùbá', 'Ngũgĩ wa Thiong’o'])(
    'keep a Latin title with the letters of African languages: %s',
    async (title) => {
      const { titleShown } = await renderer.render({ title, artwork: 'hero-home' });
      expect(titleShown).toBe(true);
    },
  );

  it('use the artwork of the page’s section, and the home page’s for the rest', () => {
    expect(artworkFor('/home/')).toBe('hero-home');
    expect(artworkFor('/home/our-services')).toBe('hero-services');
    expect(artworkFor('/home/team')).toBe('hero-about');
    expect(artworkFor('/practices/medical')).toBe('hero-practices');
    expect(artworkFor('/voa/blog/posts')).toBe('tile-dusk');
    expect(artworkFor('/policies/tos')).toBe('hero-home');
  });
});
