import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { reportId } from '#shared/model/index.ts';
import { commentDocument, postDocument } from '#shared/testing/documents.ts';
import { useBrowser } from './support/browser.ts';
import { readDoc, updateDoc, waitForDoc } from './support/firestore.ts';
import { createAdmin, createVoiceWithCard, openSignedIn } from './support/members.ts';
import { openWatchedPage, visit } from './support/page.ts';

/** Moderation: a member reports a comment, an admin removes it from the queue, the reporter is told. */
const browser = useBrowser();

// Two members' pages and two triggers (the resolution, the reporter's mail): about 40 s alone.
describe('reports', { timeout: 120_000 }, () => {
  it('a member reports a comment, the admin removes it, and the reporter sees the outcome', async () => {
    const suffix = randomUUID().slice(0, 6);
    const slug = `market-day-${suffix}`;
    const rude = `Nobody wants to read this ${suffix}.`;
    const [author, reporter, admin] = await Promise.all([
      createVoiceWithCard('Kwame Boateng', 'reported'),
      createVoiceWithCard('Ama Serwaa', 'reporter'),
      createAdmin(),
    ]);
    const now = new Date();
    await updateDoc(`posts/${slug}`, postDocument(slug, now, { title: `Market day ${suffix}`, authorUid: author.uid }));
    await updateDoc(
      `posts/${slug}/comments/rude`,
      commentDocument(now, {
        authorUid: author.uid,
        author: { displayName: 'Kwame Boateng', type: 'voice' },
        body: rude,
      }),
    );
    const member = await openWatchedPage(browser());
    const moderator = await openWatchedPage(browser());
    try {
      await openSignedIn(member.page, reporter, `/voa/blog/posts/${slug}`);
      const comment = member.page.getByRole('listitem').filter({ hasText: rude });
      await comment.getByRole('button', { name: 'Report this comment' }).click();
      await comment.getByLabel('Why are you reporting it?').fill('It mocks every writer of the community.');
      await comment.getByRole('button', { name: 'Send the report' }).click();
      await expect.poll(() => comment.getByText('Thank you: your report is sent.', { exact: false }).count()).toBe(1);
      const id = reportId(reporter.uid, slug, 'rude');
      expect(await waitForDoc(`reports/${id}`)).toMatchObject({ status: 'open', quoted: rude });

      await openSignedIn(moderator.page, admin, '/voa/admin?section=reports');
      const queued = moderator.page.getByRole('article', { name: `A comment on “Market day ${suffix}”` });
      expect(await queued.innerText()).toContain('It mocks every writer of the community.');
      await queued.getByRole('button', { name: 'Remove it' }).click();
      await queued.getByRole('button', { name: 'Yes, remove it' }).click();
      await expect.poll(() => moderator.page.getByText('Removed. The reporter will be told.').count()).toBe(1);
      expect(await readDoc(`posts/${slug}/comments/rude`)).toBeUndefined();

      // The functions decide the report and tell its reporter, by mail and on their notifications page.
      await waitForDoc(`reports/${id}`, (stored) => stored.status === 'removed');
      expect((await waitForDoc(`mail/report-removed-${id}`)).to).toEqual([reporter.email]);
      await visit(member.page, '/voa/notifications');
      const told = member.page.getByRole('main');
      await expect.poll(() => told.getByText('Your report: the editors removed it').count()).toBe(1);

      expect(member.problems).toEqual([]);
      expect(moderator.problems).toEqual([]);
    } finally {
      await Promise.all([member.close(), moderator.close()]);
    }
  });
});
