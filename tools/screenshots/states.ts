/**
 * Screens `npm run screenshots` shows that a page reaches only after a step (a tap, a key): each
 * opened as a visitor would, then captured at the size of the window, at a phone's width by touch
 * and at a desktop's width, in both schemes.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';

/** The part of an <img> the page function reads (the tools are type-checked without the DOM library). */
interface LoadingImage {
  complete: boolean;
  naturalWidth: number;
  addEventListener(type: 'load', listener: () => void): void;
}

export interface ScreenshotState {
  /** The gallery's name of the screen, and of its files. */
  name: string;
  path: string;
  /** A screen only a phone's width has (the menu behind its button): not taken at 1440 px. */
  phoneOnly?: boolean;
  /** Takes the loaded page to the screen, as a visitor would (`touch`: by tapping). */
  reach(page: Page, touch: boolean): Promise<void>;
}

export const STATE_FORMS = [
  { name: 'desktop', width: 1440, context: { viewport: { width: 1440, height: 900 } } },
  {
    name: 'mobile',
    width: 390,
    context: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
] as const satisfies readonly { name: string; width: number; context: BrowserContextOptions }[];

export const SCREENSHOT_STATES: ScreenshotState[] = [
  {
    name: 'photo-lightbox',
    // A seeded album (tools/seed/content.ts): the lightbox open on its first photo.
    path: '/voa/photos/lagos-book-and-art-festival-2026',
    async reach(page, touch) {
      // A thumbnail links to the photo's page until the album's code runs, then opens the lightbox.
      const opener = page
        .getByRole('link', { name: /^Open photo: / })
        .and(page.locator('[aria-haspopup="dialog"]'))
        .first();
      await (touch ? opener.tap() : opener.click());
      const dialog = page.getByRole('dialog', { name: /^Photo 1 of / });
      await dialog.waitFor();
      // The photo's own file, not the thumbnail standing in for it.
      await dialog
        .locator('img.pswp__img:not(.pswp__img--placeholder)')
        .first()
        .evaluate((img: LoadingImage) =>
          img.complete && img.naturalWidth > 0
            ? undefined
            : new Promise<void>((loaded) => img.addEventListener('load', () => loaded())),
        );
    },
  },
  {
    name: 'menu-open',
    path: '/home/',
    phoneOnly: true,
    async reach(page) {
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await page.getByRole('dialog', { name: 'Main menu' }).getByRole('navigation').getByRole('list').first().waitFor();
      // A string, evaluated in the page (the tools are type-checked without the DOM library).
      await page.evaluate(
        "Promise.all(document.getElementById('mobile-menu').getAnimations({ subtree: true }).map((a) => a.finished))",
      );
    },
  },
];
