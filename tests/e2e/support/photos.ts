import type { Locator, Page } from 'playwright-core';

/**
 * An album's thumbnail named `name`, once the page's code runs it: until then it is a link to the
 * photo's own page (web/src/features/photos/pages/AlbumPage.tsx); after, it opens the lightbox
 * over the album and says so (`aria-haspopup="dialog"`). Waits for the second.
 */
export async function lightboxOpener(page: Page, name: string | RegExp): Promise<Locator> {
  const opener = page.getByRole('link', { name }).and(page.locator('[aria-haspopup="dialog"]')).first();
  await opener.waitFor();
  return opener;
}
