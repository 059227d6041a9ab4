import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { readDoc } from './support/firestore.ts';
import { openWatchedPage, visit } from './support/page.ts';
import { goBackAndArrive, phoneContext, phones, tapAndArrive } from './support/person.ts';
import { lightboxOpener } from './support/photos.ts';
import { sharedOn, standInShareSheet } from './support/share-sheet.ts';

/**
 * A news item, a library entry and an album photo at addresses of their own (decision 0123), as a
 * reader on a phone meets them: from a list to the item's page, shared through the phone's share
 * sheet (stood in for: it records what it is given); a shared photo's address opened cold shows
 * that photo; the lightbox shares the photo it shows.
 */
const browser = useBrowser();
/** web/.env's VITE_SITE_ORIGIN: the canonical origin the build writes into every page's head. */
const ORIGIN = 'https://sankofaeditorial.com';
const ALBUM = '/voa/photos/lagos-book-and-art-festival-2026';

/** A phone with a share sheet (stood in for: it records what it is given). */
async function openWithShareSheet() {
  const reader = await openWatchedPage(browser(), phoneContext(phones.common));
  await standInShareSheet(reader.context);
  return reader;
}

describe('sharing a news item, a library entry and a photo from a phone', () => {
  it('opens a news item and a library entry from their lists, and shares each by its title and own address', async () => {
    const reader = await openWithShareSheet();
    const { page } = reader;
    try {
      await visit(page, '/insights/news');
      const news = 'Our voices on the poetry stage in Lagos';
      await tapAndArrive(page, page.getByRole('link', { name: news }));
      expect(new URL(page.url()).pathname).toBe('/insights/news/lagos-festival-2026');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(news);
      await page.getByRole('button', { name: 'Share' }).click();
      await expect
        .poll(() => sharedOn(page))
        .toEqual([{ title: news, url: `${ORIGIN}/insights/news/lagos-festival-2026` }]);

      const entry = String((await readDoc('libraryItems/item-1'))?.title);
      await visit(page, '/voa/library');
      await tapAndArrive(page, page.getByRole('link', { name: entry, exact: true }));
      expect(new URL(page.url()).pathname).toBe('/voa/library/item-1');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(entry);
      await page.getByRole('button', { name: 'Share' }).click();
      await expect.poll(() => sharedOn(page)).toEqual([{ title: entry, url: `${ORIGIN}/voa/library/item-1` }]);
      // Back: the library, as it was left.
      await goBackAndArrive(page);
      expect(new URL(page.url()).pathname).toBe('/voa/library');
      expect(reader.problems).toEqual([]);
    } finally {
      await reader.close();
    }
  });

  it('opens a shared photo’s address cold on that photo, large, with its caption and a way to its album', async () => {
    const photo = await readDoc(`${ALBUM.replace('/voa/photos/', 'albums/')}/photos/photo-2`);
    const reader = await openWithShareSheet();
    const { page } = reader;
    try {
      await visit(page, `${ALBUM}/photo-2`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(String(photo?.caption));
      const image = page.getByRole('img', { name: String(photo?.alt) });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      // Large: the phone's whole column, on the first screen.
      const box = await image.boundingBox();
      const viewport = page.viewportSize();
      expect(box?.width).toBeGreaterThanOrEqual((viewport?.width ?? 0) - 2 * 24);
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport?.height ?? 0);

      await page.getByRole('button', { name: 'Share' }).click();
      await expect
        .poll(() => sharedOn(page))
        .toEqual([{ title: String(photo?.caption), url: `${ORIGIN}${ALBUM}/photo-2` }]);

      // The next photo, then back to this one, then its album.
      await tapAndArrive(page, page.getByRole('link', { name: 'Next photo' }));
      expect(new URL(page.url()).pathname).toBe(`${ALBUM}/photo-3`);
      await goBackAndArrive(page);
      expect(new URL(page.url()).pathname).toBe(`${ALBUM}/photo-2`);
      await tapAndArrive(page, page.getByRole('link', { name: 'All photos of “Lagos Book and Art Festival”' }));
      expect(new URL(page.url()).pathname).toBe(ALBUM);
      expect(reader.problems).toEqual([]);
    } finally {
      await reader.close();
    }
  });

  it('shares the photo the lightbox shows by that photo’s own address', async () => {
    const reader = await openWithShareSheet();
    const { page } = reader;
    try {
      await visit(page, ALBUM);
      const second = await readDoc(`${ALBUM.replace('/voa/photos/', 'albums/')}/photos/photo-2`);
      await (await lightboxOpener(page, `Open photo: ${String(second?.alt)}`)).click();
      const lightbox = page.getByRole('dialog');
      await lightbox.getByRole('button', { name: 'Share' }).click();
      await lightbox.getByRole('button', { name: 'Next photo' }).click();
      await expect.poll(() => lightbox.getAttribute('aria-label')).toBe('Photo 3 of 4');
      await lightbox.getByRole('button', { name: 'Share' }).click();
      const third = await readDoc(`${ALBUM.replace('/voa/photos/', 'albums/')}/photos/photo-3`);
      await expect
        .poll(() => sharedOn(page))
        .toEqual([
          { title: String(second?.caption), url: `${ORIGIN}${ALBUM}/photo-2` },
          { title: String(third?.caption), url: `${ORIGIN}${ALBUM}/photo-3` },
        ]);
      expect(reader.problems).toEqual([]);
    } finally {
      await reader.close();
    }
  });
});
