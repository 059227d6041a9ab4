import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { listDocs, readDoc, updateDoc, waitForDoc } from './support/firestore.ts';
import { createVoiceWithCard, openSignedIn } from './support/members.ts';
import { openWatchedPage, visit } from './support/page.ts';
import { postDocument } from '#shared/testing/documents.ts';

/**
 * Members' mail about their posts: one author turns comment mail off in My account, another keeps
 * it; a member comments on both posts. The first is told on the site only, the second gets a mail,
 * whose "stop these e-mails" link turns it off without signing in.
 */
const browser = useBrowser();

async function comment(page: Page, slug: string, body: string): Promise<string> {
  await visit(page, `/voa/blog/posts/${slug}`);
  await page.getByRole('textbox', { name: 'Your comment' }).fill(body);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect.poll(() => page.getByText(body).count()).toBe(1);
  const [stored] = await listDocs(`posts/${slug}/comments`);
  return stored?.id ?? '';
}

// Three members' pages and two triggers' mails: about 40 s alone, more beside the other journeys.
describe('members’ mail about their posts', { timeout: 120_000 }, () => {
  it('an author who turned comment mail off gets none, one who did not gets one and stops it by its link', async () => {
    const suffix = randomUUID().slice(0, 6);
    const [keeps, stops, commenter] = await Promise.all([
      createVoiceWithCard('Yaa Mensah', 'keeps-mail'),
      createVoiceWithCard('Kofi Boateng', 'stops-mail'),
      createVoiceWithCard('Ama Serwaa', 'commenter'),
    ]);
    const posts = {
      keeps: { slug: `harmattan-${suffix}`, title: `Harmattan ${suffix}`, author: keeps, name: 'Yaa Mensah' },
      stops: { slug: `lagoon-${suffix}`, title: `Lagoon ${suffix}`, author: stops, name: 'Kofi Boateng' },
    };
    for (const post of Object.values(posts)) {
      await updateDoc(
        `posts/${post.slug}`,
        postDocument(post.slug, new Date(), {
          title: post.title,
          authorUid: post.author.uid,
          author: { displayName: post.name, type: 'voice' },
        }),
      );
    }
    const quiet = await openWatchedPage(browser());
    const reader = await openWatchedPage(browser());
    const mailbox = await openWatchedPage(browser());
    try {
      // One author turns comment mail off in My account.
      await openSignedIn(quiet.page, stops, '/voa/account#mail');
      const choice = quiet.page.getByRole('form', { name: 'E-mails we send you' });
      await choice.getByRole('checkbox', { name: 'a member comments on one of my posts' }).uncheck();
      await choice.getByRole('button', { name: 'Save my choice' }).click();
      await expect.poll(() => quiet.page.getByText('Your choice of e-mails is saved.').count()).toBe(1);
      await waitForDoc(`mailPreferences/${stops.uid}`, (saved) => saved.comments === false);

      await openSignedIn(reader.page, commenter, '/voa/blog');
      const quietId = await comment(reader.page, posts.stops.slug, `Beautiful lagoon ${suffix}`);
      const mailedId = await comment(reader.page, posts.keeps.slug, `The dust and the light ${suffix}`);

      // The author who turned it off: told on the site (the same write as a mail would be), no mail.
      const quietNotice = `comment-${posts.stops.slug}-${quietId}`;
      expect(await waitForDoc(`users/${stops.uid}/notifications/${quietNotice}`)).toMatchObject({ mailed: false });
      expect(await readDoc(`mail/${quietNotice}`)).toBeUndefined();
      await visit(quiet.page, '/voa/notifications');
      const told = quiet.page
        .getByRole('listitem')
        .filter({ hasText: `New comment on your post: ${posts.stops.title}` });
      await expect.poll(() => told.getByText('not e-mailed').count()).toBe(1);

      // The author who kept it: one mail, to their address, with a one-click unsubscribe.
      const mail = await waitForDoc(`mail/comment-${posts.keeps.slug}-${mailedId}`);
      expect(mail.to).toEqual([keeps.email]);
      const { headers, message } = mail as { headers: Record<string, string>; message: { text: string } };
      expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(message.text).toContain(`The dust and the light ${suffix}`);

      // Its link (the site's origin is production's in the emulators: the path is opened here).
      const stopLink = /To stop these e-mails: (\S+)/.exec(message.text)?.[1] ?? '';
      const { pathname, search } = new URL(stopLink);
      await visit(mailbox.page, pathname + search);
      await mailbox.page.getByRole('button', { name: 'Stop these e-mails' }).click();
      await expect
        .poll(() => mailbox.page.getByRole('status').filter({ hasText: 'we will no longer e-mail you' }).count())
        .toBe(1);
      expect(await readDoc(`mailPreferences/${keeps.uid}`)).toMatchObject({ comments: false });

      expect(quiet.problems).toEqual([]);
      expect(reader.problems).toEqual([]);
      expect(mailbox.problems).toEqual([]);
    } finally {
      await Promise.all([quiet.close(), reader.close(), mailbox.close()]);
    }
  });
});
