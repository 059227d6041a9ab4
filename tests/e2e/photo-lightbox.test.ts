import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { imageWidths, parseMediaAddress } from '#shared/model/index.ts';
import { violationsInBothSchemes } from './support/accessibility.ts';
import { useBrowser } from './support/browser.ts';
import { readDoc, updateDoc } from './support/firestore.ts';
import { openWatchedPage, visit } from './support/page.ts';
import { lightboxOpener } from './support/photos.ts';

/**
 * The album's lightbox (PhotoSwipe, loaded when a photo is opened) as a visitor meets it: on a
 * phone by touch (real touch events through the DevTools protocol, not clicks), and at a desktop
 * by the keyboard.
 */
const browser = useBrowser();

const PHOTOS = [
  { alt: 'A woman reads aloud at a wooden lectern', caption: 'A reader at the lectern' },
  { alt: 'Rows of listeners on folding chairs', caption: 'The audience listens' },
  { alt: 'An author signs a book for a child', caption: 'Books signed after the reading' },
] as const;

/** A published album of three photos, made of the seeded album's uploads (which the media function serves). */
async function albumOfThree(): Promise<{ path: string; images: string[] }> {
  const albumId = `album-${randomUUID().slice(0, 8)}`;
  const now = new Date();
  const seeded = 'albums/lagos-book-and-art-festival-2026/photos';
  const images = await Promise.all(
    PHOTOS.map(async (_, n) => String((await readDoc(`${seeded}/photo-${n + 1}`))?.imageUrl ?? '')),
  );
  expect(images.every((image) => image.startsWith('/media/album-photo/'))).toBe(true);
  await updateDoc(`albums/${albumId}`, {
    title: 'Kumasi reading night',
    description: 'Readers and listeners at the library.',
    date: now,
    coverUrl: images[0] ?? '',
    coverAlt: PHOTOS[0].alt,
    published: true,
    created: now,
    updated: now,
  });
  await Promise.all(
    PHOTOS.map(({ alt, caption }, order) =>
      updateDoc(`albums/${albumId}/photos/p${order}`, {
        imageUrl: images[order] ?? '',
        alt,
        caption,
        credit: 'Kofi Mensah',
        date: now,
        order,
        updated: now,
      }),
    ),
  );
  expect(await readDoc(`albums/${albumId}/photos/p2`)).toMatchObject({ caption: PHOTOS[2].caption });
  return { path: `/voa/photos/${albumId}`, images };
}

/** The photo shown, once its file has loaded: its box and the file the browser chose. */
async function shownPhoto(image: Locator) {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const box = await image.boundingBox();
  const file = new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
  return { width: box?.width ?? 0, file };
}

/** The file of `address` a screen needs for `cssWidth` CSS pixels at `dpr`: the narrowest wide enough, else the widest. */
function fileFor(address: string, cssWidth: number, dpr: number): string {
  const image = parseMediaAddress(address);
  if (!image) throw new Error(`not an upload: ${address}`);
  const widths = imageWidths(image.purpose, image.width);
  const needed = Math.ceil(cssWidth * dpr);
  return `${address}/${widths.find((width) => width >= needed) ?? widths.at(-1)}.webp`;
}

/** A one-finger swipe from `from` to `to`, as touch events through the DevTools protocol. */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const steps = 10;
  try {
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    for (let step = 1; step <= steps; step += 1) {
      const at = { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps };
      await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at] });
    }
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await session.detach();
  }
}

describe('the photo lightbox', () => {
  it('at 390×844 by touch: the photo fills the width at the file the screen needs, swipes move, a swipe down closes', async () => {
    const { path, images } = await albumOfThree();
    const { page, problems, close } = await openWatchedPage(browser(), {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      hasTouch: true,
      isMobile: true,
    });
    try {
      await visit(page, path);
      await (await lightboxOpener(page, `Open photo: ${PHOTOS[0].alt}`)).tap();
      const first = page.getByRole('dialog', { name: 'Photo 1 of 3' });
      await first.waitFor();
      const photo = await shownPhoto(first.getByRole('img', { name: PHOTOS[0].alt }));
      expect(photo.width).toBeGreaterThanOrEqual(0.9 * 390);
      expect(photo.file).toBe(fileFor(images[0] ?? '', photo.width, 2));
      expect(await first.getByText(PHOTOS[0].caption).isVisible()).toBe(true);
      expect(await first.getByText('Photo: Kofi Mensah').isVisible()).toBe(true);
      expect(await first.getByText('1 / 3', { exact: true }).isVisible()).toBe(true);
      // A tap's equivalent of each swipe, at a finger's size.
      for (const name of ['Previous photo', 'Next photo', 'Close']) {
        const box = await first.getByRole('button', { name }).boundingBox();
        expect(Math.min(box?.width ?? 0, box?.height ?? 0), name).toBeGreaterThanOrEqual(44);
      }
      expect(await violationsInBothSchemes(page)).toEqual({ light: [], dark: [] });

      await swipe(page, { x: 330, y: 420 }, { x: 60, y: 420 });
      const second = page.getByRole('dialog', { name: 'Photo 2 of 3' });
      await second.waitFor();
      await expect.poll(() => second.getByText(PHOTOS[1].caption).isVisible()).toBe(true);
      expect(await second.getByText('2 / 3', { exact: true }).isVisible()).toBe(true);
      expect((await shownPhoto(second.getByRole('img', { name: PHOTOS[1].alt }))).width).toBeGreaterThanOrEqual(351);

      await swipe(page, { x: 60, y: 420 }, { x: 330, y: 420 });
      await page.getByRole('dialog', { name: 'Photo 1 of 3' }).waitFor();

      await swipe(page, { x: 195, y: 300 }, { x: 195, y: 700 });
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      // And the page's help says what a phone and a keyboard can do.
      expect(
        await page
          .getByText('Select a photo to see it full screen. There, swipe, use the arrow keys or the arrow buttons')
          .count(),
      ).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('at 390×844, a tap on a thumbnail before the album’s code has run opens the photo’s own page', async () => {
    const { path } = await albumOfThree();
    const { page, close } = await openWatchedPage(browser(), {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    try {
      // The page's code never arrives (a phone's slow or lost connection): only the start module does.
      await page.route(/\/assets\/(?!start-)[^/]*\.js$/, (route) => route.abort());
      await page.goto(path, { waitUntil: 'load' });
      const thumbnail = page.getByRole('link', { name: `Open photo: ${PHOTOS[1].alt}` });
      expect(await thumbnail.getAttribute('aria-haspopup')).toBeNull();
      await Promise.all([page.waitForURL(`**${path}/p1`), thumbnail.tap()]);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(PHOTOS[1].caption);
      expect(await page.getByText('Photo 2 of 3').count()).toBe(1);
    } finally {
      await close();
    }
  });

  it('at a desktop by the keyboard: open, arrows move, Tab stays inside, Escape closes and returns focus', async () => {
    const { path, images } = await albumOfThree();
    const { page, problems, close } = await openWatchedPage(browser());
    try {
      await visit(page, path);
      await (await lightboxOpener(page, `Open photo: ${PHOTOS[0].alt}`)).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Photo 1 of 3' });
      await dialog.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close');
      const photo = await shownPhoto(dialog.getByRole('img', { name: PHOTOS[0].alt }));
      expect(photo.file).toBe(fileFor(images[0] ?? '', photo.width, 1));
      expect(await violationsInBothSchemes(page)).toEqual({ light: [], dark: [] });

      await page.keyboard.press('ArrowRight');
      await page.getByRole('dialog', { name: 'Photo 2 of 3' }).waitFor();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page.getByRole('dialog', { name: 'Photo 3 of 3' }).waitFor();

      // Tab and Shift+Tab go round the lightbox's controls, never to the page behind.
      const focused = () =>
        page.evaluate(() => {
          const element = document.activeElement;
          return element?.closest('[role="dialog"]')
            ? (element.getAttribute('aria-label') ?? element.textContent)
            : `outside: ${element?.tagName}`;
        });
      const round: (string | null)[] = [await focused()];
      for (let press = 0; press < 4; press += 1) {
        await page.keyboard.press('Tab');
        round.push(await focused());
      }
      // Share for the photo shown is the last of them, under its caption (decision 0123).
      expect(round).toEqual(['Close', 'Previous photo', 'Next photo', 'Share', 'Close']);
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      expect(await focused()).toBe('Next photo');

      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe(`Open photo: ${PHOTOS[2].alt}`);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
