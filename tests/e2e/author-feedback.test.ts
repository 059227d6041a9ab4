import { createHash, randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { readDoc, waitForDoc } from './support/firestore.ts';
import { createAdmin, createVoiceWithCard, openSignedIn } from './support/members.ts';
import { openWatchedPage, visit } from './support/page.ts';

/** Feedback to authors: an admin returns a submitted post with a note, its author revises and resubmits. */
const browser = useBrowser();

const adminEntry = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

// Two members' pages and three triggers' mails: about 45 s alone, more beside the other journeys.
describe('feedback to authors', { timeout: 120_000 }, () => {
  it('an admin returns a post with a note; the author reads it, edits the post and submits it again', async () => {
    const suffix = randomUUID().slice(0, 6);
    const title = `Rain over Kumasi ${suffix}`;
    const slug = `rain-over-kumasi-${suffix}`;
    const note = 'A fine start. Please end on the first rain, and name the market.';
    const [voice, admin] = await Promise.all([createVoiceWithCard('Yaa Mensah'), createAdmin()]);
    const writer = await openWatchedPage(browser());
    const reviewer = await openWatchedPage(browser());
    try {
      await openSignedIn(writer.page, voice, '/voa/blog/write');
      await writer.page.getByLabel('Title').fill(title);
      await writer.page.getByLabel('Text', { exact: true }).fill('The clouds came over the hills.');
      await writer.page.getByRole('button', { name: 'Submit for review' }).click();
      await waitForDoc(`posts/${slug}`, (post) => post.status === 'submitted');

      await openSignedIn(reviewer.page, admin, '/voa/admin?section=posts');
      await adminEntry(reviewer.page, title)
        .getByRole('button', { name: `Return to its author: “${title}”` })
        .click();
      await reviewer.page.getByLabel('Note to the author').fill(note);
      await reviewer.page.getByRole('button', { name: 'Return with this note' }).click();
      const returned = await waitForDoc(`posts/${slug}`, (post) => post.status === 'returned');
      expect(returned.reviewNote).toBe(note);
      await expect
        .poll(() => adminEntry(reviewer.page, title).getByText('Yaa Mensah · returned to its author').count())
        .toBe(1);
      // The author is told by mail, with the note.
      const returnedMail = await waitForDoc(`mail/post-returned-${slug}-${Date.parse(String(returned.updated))}`);
      expect(returnedMail.to).toEqual([voice.email]);
      expect(JSON.stringify(returnedMail.message)).toContain(note);

      // My account shows the note and the way to revise; the write page shows it above the form.
      await visit(writer.page, '/voa/account');
      const row = writer.page.getByRole('listitem').filter({ hasText: title });
      await expect.poll(() => row.getByText(`The editors’ note: ${note}`).count()).toBe(1);
      await row.getByRole('link', { name: `Revise “${title}”` }).click();
      const shown = writer.page.getByRole('region', { name: 'The editors’ note' });
      await expect.poll(() => shown.getByText(note).count()).toBe(1);
      const text = writer.page.getByLabel('Text', { exact: true });
      await text.fill('The clouds came over the hills of Kejetia market. Then the first rain.');
      await writer.page.getByRole('button', { name: 'Submit for review' }).click();
      await expect.poll(() => writer.page.getByText('Thank you. Your post was sent for review.').count()).toBe(1);
      expect(await waitForDoc(`posts/${slug}`, (post) => post.status === 'submitted')).toMatchObject({
        body: 'The clouds came over the hills of Kejetia market. Then the first rain.',
        reviewNote: note,
      });
      // The admins hear of the revision, with the note they wrote.
      const noteKey = createHash('sha256').update(note).digest('hex').slice(0, 16);
      const resubmitted = await waitForDoc(`mail/post-resubmitted-${slug}-${noteKey}`);
      expect(JSON.stringify(resubmitted.message)).toContain('revised the post');

      await reviewer.page.reload({ waitUntil: 'networkidle' });
      await expect
        .poll(() => adminEntry(reviewer.page, title).getByText('Yaa Mensah · waiting for review').count())
        .toBe(1);
      await adminEntry(reviewer.page, title).getByRole('button', { name: 'Publish', exact: true }).click();
      await waitForDoc(`posts/${slug}`, (post) => post.status === 'published');
      expect(await readDoc(`posts/${slug}`)).not.toHaveProperty('reviewNote');

      expect(writer.problems).toEqual([]);
      expect(reviewer.problems).toEqual([]);
    } finally {
      await Promise.all([writer.close(), reviewer.close()]);
    }
  });
});
