import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { readDoc, updateDoc, waitForDoc } from './support/firestore.ts';
import { createMember, createVoiceWithCard, openSignedIn } from './support/members.ts';
import { openWatchedPage, untilLoaded, visit } from './support/page.ts';
import { phoneContext, phones } from './support/person.ts';
import { postDocument } from '#shared/testing/documents.ts';

/**
 * Follow a writer: a reader follows a writer on the writer's page (the count moves at once, and the
 * countFollowers trigger keeps it), the writer's post is published, the reader's bell counts the
 * notice for the post (notifyOnPostWritten's first-publication fan-out), the notifications page
 * lists it and marking it read clears the count; My account lists the writer under What I follow,
 * where Unfollow ends it.
 */
const browser = useBrowser();
/** A trigger's write on a machine running other suites beside this one may take longer than the default 20 s. */
const TRIGGER_MS = 60_000;

// Two members, two triggers (each given TRIGGER_MS), the notifications page and My account.
describe('follow a writer', { timeout: 180_000 }, () => {
  it('a reader follows a writer on their page; the writer’s post is published; the bell counts its notice, the notifications page lists it and marking it read clears the count', async () => {
    const suffix = randomUUID().slice(0, 6);
    const [writer, reader] = await Promise.all([
      createVoiceWithCard('Nneka Obi', 'followed'),
      createMember('active', { label: 'follower', displayName: 'Kofi Owusu' }),
    ]);
    const slug = `new-from-nneka-${suffix}`;
    const title = `New from Nneka ${suffix}`;

    const page = await openWatchedPage(browser(), phoneContext(phones.common));
    try {
      // A card without a slug is at its uid's address (decision 0119).
      await openSignedIn(page.page, reader, `/voa/members/${writer.uid}`);
      expect(await page.page.getByText(/\d+ followers?$/).count()).toBe(0);
      await page.page.getByRole('button', { name: 'Follow', exact: true }).click();
      await expect
        .poll(() => page.page.getByRole('status').filter({ hasText: 'You follow Nneka Obi.' }).count())
        .toBe(1);
      expect(await page.page.getByText('1 follower', { exact: true }).count()).toBe(1);
      await waitForDoc(`users/${reader.uid}/follows/writer:${writer.uid}`);
      await waitForDoc(`members/${writer.uid}`, (card) => card.followerCount === 1, TRIGGER_MS);

      // Sent for review, then published by the editors.
      const created = new Date();
      const sent = postDocument(slug, created, {
        title,
        authorUid: writer.uid,
        author: { displayName: 'Nneka Obi', type: 'voice' },
        status: 'submitted',
        published: null,
      });
      await updateDoc(`posts/${slug}`, sent);
      await updateDoc(`posts/${slug}`, { status: 'published', published: new Date(), updated: new Date() });
      const id = `followed-${slug}-${created.getTime()}-${reader.uid}`;
      expect(await waitForDoc(`users/${reader.uid}/notifications/${id}`, () => true, TRIGGER_MS)).toMatchObject({
        event: 'followedWriterPublished',
        read: false,
      });
      expect(await readDoc(`mail/${id}`)).toMatchObject({ to: [reader.email], event: 'followedWriterPublished' });

      // The phone menu's bell counts the notice once the next page is idle; its page lists it.
      await visit(page.page, '/voa/blog');
      await page.page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      const menu = page.page.getByRole('dialog', { name: 'Main menu' });
      await menu.getByRole('link', { name: 'Notifications, 1 unread', exact: true }).click();
      await page.page.waitForURL('**/voa/notifications');
      await untilLoaded(page.page);
      const subject = `Nneka Obi published a new post: ${title}`;
      const notice = page.page.getByRole('main').getByRole('listitem').filter({ hasText: subject });
      await expect.poll(() => notice.count()).toBe(1);
      expect(await notice.getByRole('link', { name: subject }).getAttribute('href')).toBe(`/voa/blog/posts/${slug}`);
      await notice.getByRole('button', { name: `Mark as read: ${subject}` }).click();
      await page.page.getByText('No new notices.').waitFor();
      await page.page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      await menu.getByRole('link', { name: 'Notifications', exact: true }).waitFor();

      await visit(page.page, '/voa/account');
      const follows = page.page.getByRole('region', { name: 'What I follow' });
      const entry = follows.getByRole('listitem').filter({ hasText: 'Nneka Obi' });
      await expect.poll(() => entry.count()).toBe(1);
      await entry.getByRole('button', { name: 'Unfollow Nneka Obi' }).click();
      await expect.poll(() => entry.count()).toBe(0);
      await waitForDoc(`members/${writer.uid}`, (card) => card.followerCount === 0, TRIGGER_MS);
      expect(await readDoc(`users/${reader.uid}/follows/writer:${writer.uid}`)).toBeUndefined();
      expect(page.problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
