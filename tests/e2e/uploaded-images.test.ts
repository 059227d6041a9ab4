import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { siteOrigin } from '#tools/e2e/site.ts';
import { mediaFile, mediaIdOf, parseMediaAddress } from '#shared/model/index.ts';
import { albumDocument, postDocument } from '#shared/testing/documents.ts';
import { useBrowser } from './support/browser.ts';
import { listDocs, readDoc, updateDoc, waitForDoc } from './support/firestore.ts';
import { createAdmin, createVoiceWithCard, openSignedIn } from './support/members.ts';
import { openWatchedPage, untilLoaded, visit } from './support/page.ts';
import { lightboxOpener } from './support/photos.ts';

/**
 * Uploaded images, one journey per role, through the real upload function, its processing and the
 * files it serves (on the emulators, from the folder that stands in for the bucket: store.ts):
 * a member's portrait, a voice's cover, an admin's album.
 */
const browser = useBrowser();

/** A photo as a phone would send it: a JPEG of the given size, a colour field with a darker band. */
async function photo(name: string, colour: string, width = 1600, height = 1200) {
  const band = `<svg width="${width}" height="${height}"><rect y="${height / 3}" width="${width}" height="${height / 4}" fill="#222"/></svg>`;
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: Buffer.from(band) }])
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

type UploadFile = Awaited<ReturnType<typeof photo>>;

/** Chooses a file in the image field (a group named by its label), as the file picker would. */
const chooseImage = (page: Page, field: string, file: UploadFile) =>
  page.getByRole('group', { name: field }).locator('input[type="file"]').setInputFiles(file);

/** Waits until the image has loaded in the page, and gives the address of the file it loaded. */
async function loadedFile(image: Locator): Promise<string> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
}

/** The <img> of an upload wherever it is in `scope`: found by the upload's id in its address. */
const imageOf = (scope: Page | Locator, address: string) => scope.locator(`img[src*="${mediaIdOf(address)}"]`);

/** What the site answers for a file of an upload (fetched outside the page: a 404 here is expected). */
async function fileStatus(address: string, width: number): Promise<number> {
  const response = await fetch(`${siteOrigin}${mediaFile(address, width, 'webp')}`);
  await response.arrayBuffer();
  return response.status;
}

// Each journey signs in two people and waits for an upload's processing (sharp, in a Functions
// emulator worker that may be starting) and for the triggers after it: longer than one journey's minute.
describe('uploaded images', { timeout: 120_000 }, () => {
  it('a member sets a portrait, and sees it on their card and beside their comment', async () => {
    const suffix = randomUUID().slice(0, 6);
    const slug = `portraits-${suffix}`;
    await updateDoc(
      `posts/${slug}`,
      postDocument(slug, new Date(), { title: `Portraits ${suffix}`, authorUid: 'e2e-author' }),
    );
    const member = await createVoiceWithCard('Ama Serwaa', 'portrait');
    const { page, problems, close } = await openWatchedPage(browser());
    try {
      await openSignedIn(page, member, '/voa/profiles/voice');
      await page.getByRole('button', { name: 'Edit my card' }).click();
      await chooseImage(page, 'Portrait (optional)', await photo('me.jpg', '#b5651d', 900, 1200));
      // Uploaded and processed: the field shows the square portrait the server made of it.
      const field = page.getByRole('group', { name: 'Portrait (optional)' });
      await expect.poll(() => field.locator('img[src^="/media/portrait/"]').count(), { timeout: 30_000 }).toBe(1);
      await page.getByRole('button', { name: 'Save my card' }).click();
      const card = await waitForDoc(`members/${member.uid}`, (doc) => String(doc.portraitUrl).startsWith('/media/'));
      const portrait = String(card.portraitUrl);
      expect(parseMediaAddress(portrait)).toMatchObject({ purpose: 'portrait', width: 900, height: 900 });

      // The card, once the form has closed.
      await expect.poll(() => page.getByRole('button', { name: 'Edit my card' }).count()).toBe(1);
      const yourCard = page.getByRole('region', { name: 'Your card' });
      expect(await loadedFile(imageOf(yourCard, portrait))).toMatch(/\/\d+\.webp$/);

      // A comment: the byline copies the name; the portrait is the card's, read when shown.
      await visit(page, `/voa/blog/posts/${slug}`);
      await page.getByRole('textbox', { name: 'Your comment' }).fill('A face to the name at last.');
      await page.getByRole('button', { name: 'Post comment' }).click();
      const comment = page
        .getByRole('list', { name: 'Comments, oldest first' })
        .getByRole('listitem')
        .filter({ hasText: 'A face to the name at last.' });
      await expect.poll(() => comment.count()).toBe(1);
      expect(await loadedFile(imageOf(comment, portrait))).toContain(`/media/portrait/${mediaIdOf(portrait)}`);

      // The upload is attached to the card (kept while the card shows it).
      const record = await waitForDoc(`media/${mediaIdOf(portrait)}`, (upload) => upload.expireAt === null);
      expect(record.usedBy).toEqual([`members/${member.uid}`]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a voice adds a cover to a draft, and sees it on the blog card once published', async () => {
    const suffix = randomUUID().slice(0, 6);
    const title = `Rain over Kumasi ${suffix}`;
    const slug = `rain-over-kumasi-${suffix}`;
    const alt = 'A rust-coloured field crossed by a dark band, like rain clouds over red earth';
    const [voice, admin] = await Promise.all([createVoiceWithCard('Akosua Boateng', 'cover'), createAdmin()]);
    const writer = await openWatchedPage(browser());
    const editor = await openWatchedPage(browser());
    const reader = await openWatchedPage(browser());
    try {
      await openSignedIn(writer.page, voice, '/voa/blog/write');
      await writer.page.getByLabel('Title').fill(title);
      await writer.page.getByLabel('Text', { exact: true }).fill('The first rains came at night.');
      await writer.page.getByRole('button', { name: 'Save as draft' }).click();
      // Saved, the blog's home says so; its lists are read before the next visit leaves.
      await expect.poll(() => writer.page.getByText('Your draft was saved.').count()).toBe(1);
      await untilLoaded(writer.page);
      // Saved and indexed for search: the index trigger writes the draft's searchWords, and on a
      // loaded machine that write can land inside the edit's transaction below, which then retries
      // (its first commit answers 400, which the browser logs). The member's edit still succeeds.
      await waitForDoc(`posts/${slug}`, (post) => post.status === 'draft' && Array.isArray(post.searchWords));

      await visit(writer.page, `/voa/blog/write?edit=${slug}`);
      await chooseImage(writer.page, 'Cover image (optional)', await photo('rain.jpg', '#8c3d14', 2000, 1333));
      const field = writer.page.getByRole('group', { name: 'Cover image (optional)' });
      await expect.poll(() => field.locator('img[src^="/media/post-cover/"]').count(), { timeout: 30_000 }).toBe(1);
      // A cover asks what it shows: the form refuses it without alt text, and says why.
      await writer.page.getByRole('button', { name: 'Submit for review' }).click();
      await expect
        .poll(() => writer.page.getByText('Describe the image in 3 to 250 characters').count())
        .toBeGreaterThan(0);
      expect((await readDoc(`posts/${slug}`))?.status).toBe('draft');
      await writer.page.getByLabel('Alt text: the picture in words').fill(alt);
      await writer.page.getByRole('button', { name: 'Submit for review' }).click();
      await expect.poll(() => writer.page.getByText('Thank you. Your post was sent for review.').count()).toBe(1);
      await untilLoaded(writer.page);
      const submitted = await waitForDoc(`posts/${slug}`, (post) => post.status === 'submitted');
      const cover = String(submitted.coverUrl);
      expect(submitted.coverAlt).toBe(alt);
      expect(parseMediaAddress(cover)).toMatchObject({ purpose: 'post-cover', width: 2000, height: 1333 });
      // The writer is done: their tab is judged now and closed.
      expect(writer.problems).toEqual([]);
      await writer.close();

      await openSignedIn(editor.page, admin, '/voa/admin?section=posts');
      const entry = editor.page
        .getByRole('listitem')
        .filter({ has: editor.page.getByRole('heading', { name: title, exact: true }) });
      await entry.getByRole('button', { name: 'Publish', exact: true }).click();
      await waitForDoc(`posts/${slug}`, (post) => post.status === 'published');

      // The published card as everyone reads it, in a tab of its own.
      await visit(reader.page, '/voa/blog/posts');
      const card = reader.page.getByRole('article').filter({ has: reader.page.getByRole('link', { name: title }) });
      const image = card.getByRole('img', { name: alt });
      // Served as the widths the server made, WebP first, with the size that keeps the page still.
      expect(await loadedFile(image)).toMatch(new RegExp(`^/media/post-cover/${mediaIdOf(cover)}_[^/]+/\\d+\\.webp$`));
      expect(await image.getAttribute('width')).not.toBeNull();
      expect(await card.locator('source[type="image/webp"]').getAttribute('srcset')).toContain('/640.webp 640w');
      const record = await waitForDoc(`media/${mediaIdOf(cover)}`, (upload) => upload.expireAt === null);
      expect(record.usedBy).toEqual([`posts/${slug}`]);

      expect(editor.problems).toEqual([]);
      expect(reader.problems).toEqual([]);
    } finally {
      await Promise.all([writer.close(), editor.close(), reader.close()]);
    }
  });

  it('an admin uploads an album of photos with their progress, reorders them, opens the lightbox, deletes one and the album, and the files go', async () => {
    const suffix = randomUUID().slice(0, 6);
    const albumId = `harmattan-reading-${suffix}`;
    const albumTitle = `Harmattan reading ${suffix}`;
    await updateDoc(`albums/${albumId}`, albumDocument(new Date(), { title: albumTitle, published: true }));
    const admin = await createAdmin();
    const { page, problems, close } = await openWatchedPage(browser());
    const visitor = await openWatchedPage(browser());
    try {
      await openSignedIn(page, admin, '/voa/admin?section=albums');
      await page.getByRole('button', { name: `Photos of “${albumTitle}”` }).click();

      // The uploads are held back a moment, as on a slow line: each row shows its progress meanwhile.
      await page.route('**/api/images?*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      const files = await Promise.all([
        photo('stage.jpg', '#c2572f', 2400, 1600),
        photo('crowd.jpg', '#2f6c5e', 2400, 1600),
        photo('signing.jpg', '#1f4e79', 1600, 2400),
      ]);
      await page.getByLabel('Choose photos').setInputFiles(files);
      for (const { name } of files) {
        await expect.poll(() => page.getByRole('progressbar', { name: `Upload progress of ${name}` }).count()).toBe(1);
      }
      await expect.poll(() => page.getByText('3 of 3 photos uploaded.').count(), { timeout: 60_000 }).toBe(1);
      const alts = ['The reader on stage', 'The crowd listening', 'A book being signed'] as const;
      for (const [index, { name }] of files.entries()) {
        await page.getByLabel(`Alt text of ${name}`).fill(alts[index] ?? 'a photo');
      }
      await page.getByRole('button', { name: 'Save photos' }).click();
      await expect.poll(() => page.getByText('3 photos saved.').count()).toBe(1);

      // In the order chosen; the last is moved up to second.
      // The list of the album's photos, each named by its heading (the batch's own heading left out).
      const photoNames = async () =>
        (await page.getByRole('heading', { level: 4 }).allInnerTexts()).filter((name) => name !== 'Add several photos');
      await expect.poll(photoNames).toEqual(alts);
      await page.getByRole('button', { name: `Move “${alts[2]}” up` }).click();
      await expect.poll(photoNames).toEqual([alts[0], alts[2], alts[1]]);

      const photos = await readPhotos(albumId);
      expect(photos.map((each) => each.alt)).toEqual([alts[0], alts[2], alts[1]]);
      const addresses = photos.map((each) => each.imageUrl);
      // Each upload is attached to its photo (by the photos' trigger, a moment after the save).
      for (const address of addresses) {
        const used = await waitForDoc(
          `media/${mediaIdOf(address)}`,
          (record) => Array.isArray(record.usedBy) && record.usedBy.length > 0,
        );
        expect(used.usedBy).toEqual([expect.stringContaining(`albums/${albumId}/photos/`)]);
      }

      // A visitor opens the album and the second photo: the lightbox shows it at the size the screen needs.
      await visit(visitor.page, `/voa/photos/${albumId}`);
      await (await lightboxOpener(visitor.page, `Open photo: ${alts[2]}`)).click();
      const lightbox = visitor.page.getByRole('dialog', { name: 'Photo 2 of 3' });
      const shown = await loadedFile(lightbox.getByRole('img', { name: alts[2] }));
      // Upright (1,600 × 2,400), fitted to the 900 px high screen less the bar and the caption:
      // about 490 CSS px wide, at 1 device pixel each, so the 640 file, not the 1,200 one.
      expect(shown).toMatch(new RegExp(`^/media/album-photo/${mediaIdOf(addresses[1] ?? '')}_[^/]+/640\\.webp$`));
      await visitor.page.keyboard.press('Escape');

      // Deleting a photo deletes its upload and its files; deleting the album, the others'.
      const removed = addresses[1] ?? '';
      await page.getByRole('button', { name: `Delete “${alts[2]}”` }).click();
      await page.getByRole('button', { name: 'Yes, delete' }).click();
      await expect.poll(photoNames).toEqual([alts[0], alts[1]]);
      await expect.poll(() => readDoc(`media/${mediaIdOf(removed)}`), { timeout: 30_000 }).toBeUndefined();
      await expect.poll(() => fileStatus(removed, 640), { timeout: 30_000 }).toBe(404);
      expect(await fileStatus(addresses[0] ?? '', 640)).toBe(200);

      await page.getByRole('button', { name: 'Back to the albums' }).click();
      await page.getByRole('button', { name: `Delete “${albumTitle}”` }).click();
      await page.getByRole('button', { name: 'Yes, delete' }).click();
      await expect.poll(() => readDoc(`albums/${albumId}`)).toBeUndefined();
      for (const address of [addresses[0] ?? '', addresses[2] ?? '']) {
        await expect.poll(() => readDoc(`media/${mediaIdOf(address)}`), { timeout: 30_000 }).toBeUndefined();
        await expect.poll(() => fileStatus(address, 640), { timeout: 30_000 }).toBe(404);
      }

      expect(problems).toEqual([]);
      expect(visitor.problems).toEqual([]);
    } finally {
      await Promise.all([close(), visitor.close()]);
    }
  });
});

/** The album's photos in their order, as stored. */
async function readPhotos(albumId: string): Promise<{ alt: string; imageUrl: string }[]> {
  const photos = await listDocs(`albums/${albumId}/photos`);
  return photos
    .sort((a, b) => Number(a.order) - Number(b.order))
    .map((each) => ({ alt: String(each.alt), imageUrl: String(each.imageUrl) }));
}
