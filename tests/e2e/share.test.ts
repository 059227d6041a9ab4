import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { updateDoc } from './support/firestore.ts';
import { openWatchedPage, visit } from './support/page.ts';
import { phoneContext, phones } from './support/person.ts';
import { sharedOn, standInShareSheet } from './support/share-sheet.ts';
import { postDocument } from '#shared/testing/documents.ts';

/**
 * Share under a post on a phone (components/share): the phone's share sheet receives the post's
 * title and canonical address; without a share sheet, Copy link puts that address on the clipboard
 * and the networks' links carry it encoded.
 */
const browser = useBrowser();
/** web/.env's VITE_SITE_ORIGIN: the canonical origin the build writes into every page's head. */
const ORIGIN = 'https://sankofaeditorial.com';

async function publishedPost() {
  const suffix = randomUUID().slice(0, 6);
  const slug = `worth-sharing-${suffix}`;
  const title = `Worth sharing ${suffix}`;
  await updateDoc(`posts/${slug}`, postDocument(slug, new Date(), { title, body: 'A post to pass on.' }));
  return { slug, title, address: `${ORIGIN}/voa/blog/posts/${slug}` };
}

const canonicalOf = (page: import('playwright-core').Page) =>
  page.locator('link[rel="canonical"]').getAttribute('href');

describe('sharing a post from a phone', () => {
  it('hands the post’s title and canonical address to the phone’s share sheet', async () => {
    const post = await publishedPost();
    const reader = await openWatchedPage(browser(), phoneContext(phones.common));
    try {
      await standInShareSheet(reader.context);
      await visit(reader.page, `/voa/blog/posts/${post.slug}`);
      expect(await canonicalOf(reader.page)).toBe(post.address);
      await reader.page.getByRole('button', { name: 'Share' }).click();

      await expect.poll(() => sharedOn(reader.page)).toEqual([{ title: post.title, url: post.address }]);
      // The sheet did the sharing: no options of the site's own opened below the button.
      expect(await reader.page.getByRole('button', { name: 'Copy link' }).count()).toBe(0);
      expect(reader.problems).toEqual([]);
    } finally {
      await reader.close();
    }
  });

  it('without a share sheet, copies the canonical address and offers the networks’ links with it encoded', async () => {
    const post = await publishedPost();
    const reader = await openWatchedPage(browser(), phoneContext(phones.common));
    try {
      await reader.context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // A browser without the Web Share API, whatever this Chromium build has.
      await reader.context.addInitScript(() => {
        Reflect.deleteProperty(Navigator.prototype, 'share');
      });
      await visit(reader.page, `/voa/blog/posts/${post.slug}`);
      await reader.page.getByRole('button', { name: 'Share' }).click();
      const options = reader.page.getByRole('group', { name: 'Share this page' });
      await options.getByRole('button', { name: 'Copy link' }).click();

      await expect.poll(() => reader.page.getByText('The link is copied.').count()).toBe(1);
      expect(await reader.page.evaluate(() => navigator.clipboard.readText())).toBe(post.address);
      const encoded = encodeURIComponent(post.address);
      const hrefOf = (name: string) => options.getByRole('link', { name }).getAttribute('href');
      expect(await hrefOf('WhatsApp')).toBe(
        `https://wa.me/?text=${encodeURIComponent(`${post.title} ${post.address}`)}`,
      );
      expect(await hrefOf('X')).toBe(`https://x.com/intent/post?text=${encodeURIComponent(post.title)}&url=${encoded}`);
      expect(await hrefOf('Facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
      expect(await hrefOf('LinkedIn')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
      expect(reader.problems).toEqual([]);
    } finally {
      await reader.close();
    }
  });
});
