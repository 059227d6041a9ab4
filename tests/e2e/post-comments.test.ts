import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { readDoc, updateDoc, waitForDoc } from './support/firestore.ts';
import { createAdmin, createMember, openSignedIn } from './support/members.ts';
import { openWatchedPage, visit } from './support/page.ts';
import { postDocument } from '#shared/testing/documents.ts';

/**
 * Comments on a published post: a member comments and sees it at once, the countComments trigger
 * brings the count on the post card up to date, an admin removes a comment, and a signed-out
 * visitor reads the ones that remain, then signs in from the post and is brought back to it.
 */
const browser = useBrowser();

describe('comments on a post', () => {
  it('a member comments, the card counts it, an admin removes another comment, a visitor reads the rest', async () => {
    const suffix = randomUUID().slice(0, 6);
    const slug = `talk-of-the-town-${suffix}`;
    const title = `Talk of the town ${suffix}`;
    const now = new Date();
    await updateDoc(
      `posts/${slug}`,
      postDocument(slug, now, { title, authorUid: 'e2e-author', body: 'A post for the comments journey.' }),
    );
    // An earlier comment, by someone else, with markup that must stay text.
    await updateDoc(`posts/${slug}/comments/earlier`, {
      authorUid: 'e2e-other',
      author: { displayName: 'Kwame Boateng', type: 'voice' },
      body: 'First! <img src=x onerror="window.injected = true">',
      created: new Date(now.getTime() - 60_000),
      updated: new Date(now.getTime() - 60_000),
    });

    const [member, admin] = await Promise.all([
      createMember('active', { label: 'commenter', displayName: 'Ama Serwaa' }),
      createAdmin(),
    ]);
    await updateDoc(`members/${member.uid}`, {
      displayName: 'Ama Serwaa',
      type: 'voice',
      country: 'Ghana',
      bio: 'Reader of everything the community writes.',
      joined: now,
    });

    const writer = await openWatchedPage(browser());
    const moderator = await openWatchedPage(browser());
    const visitor = await openWatchedPage(browser());
    try {
      await openSignedIn(writer.page, member, `/voa/blog/posts/${slug}`);
      const comments = writer.page.getByRole('list', { name: 'Comments, oldest first' });
      await expect.poll(() => comments.getByRole('listitem').count()).toBe(1);
      // While the earlier comment is shown, its markup is text: no element made of it, no script run.
      const hostile = comments.getByRole('listitem').filter({ hasText: 'First!' });
      expect(await hostile.innerText()).toContain('First! <img src=x onerror="window.injected = true">');
      expect(await hostile.locator('img').count()).toBe(0);
      expect(await writer.page.evaluate(() => 'injected' in window)).toBe(false);
      await writer.page
        .getByRole('textbox', { name: 'Your comment' })
        .fill('What a read.\nSee https://voa.example/more');
      await writer.page.getByRole('button', { name: 'Post comment' }).click();
      await expect.poll(() => comments.getByRole('listitem').count()).toBe(2);
      const mine = comments.getByRole('listitem').nth(1);
      expect(await mine.getByRole('link', { name: 'https://voa.example/more' }).getAttribute('rel')).toBe(
        'nofollow ugc noopener',
      );
      // The members' controls load with the member (CommentControls.tsx): Edit comes once they have.
      await expect.poll(() => mine.getByRole('button', { name: 'Edit' }).count()).toBe(1);

      // The trigger recounts; the card on the list of posts says so.
      await waitForDoc(`posts/${slug}`, (post) => post.commentCount === 2);
      await visit(writer.page, '/voa/blog/posts');
      const card = writer.page.getByRole('article').filter({ has: writer.page.getByRole('link', { name: title }) });
      await expect.poll(() => card.getByText('2 comments').count()).toBe(1);

      await openSignedIn(moderator.page, admin, `/voa/blog/posts/${slug}`);
      const earlier = moderator.page
        .getByRole('list', { name: 'Comments, oldest first' })
        .getByRole('listitem')
        .filter({ hasText: 'First!' });
      await earlier.getByRole('button', { name: 'Remove' }).click();
      await earlier.getByRole('button', { name: 'Yes, delete it' }).click();
      await expect.poll(() => earlier.count()).toBe(0);
      expect(await readDoc(`posts/${slug}/comments/earlier`)).toBeUndefined();
      await waitForDoc(`posts/${slug}`, (post) => post.commentCount === 1);
      // The removal is in the audit log, under the moderator's uid and the comment's address.
      await visit(moderator.page, '/voa/admin?section=audit');
      const removal = moderator.page
        .getByRole('table', { name: 'Audit log' })
        .getByRole('row')
        .filter({ hasText: `posts/${slug}/comments/earlier` });
      await expect.poll(() => removal.getByRole('rowheader', { name: 'Comment removed' }).count()).toBe(1);
      expect(await removal.innerText()).toContain(admin.uid);

      await visit(visitor.page, `/voa/blog/posts/${slug}`);
      const visible = visitor.page.getByRole('list', { name: 'Comments, oldest first' }).getByRole('listitem');
      await expect.poll(() => visible.count()).toBe(1);
      expect(await visible.first().innerText()).toContain('What a read.');
      expect(await visitor.page.getByText('1 comment', { exact: true }).count()).toBe(1);

      // The visitor is a member after all: signing in from the post brings them back to it.
      await visitor.page.getByRole('link', { name: 'Sign in to comment' }).click();
      await visitor.page.waitForURL('**/voa/_auth_?next=*');
      await visitor.page.getByLabel('E-mail').first().fill(member.email);
      await visitor.page.getByLabel('Password').fill(member.password);
      await visitor.page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await visitor.page.waitForURL(`**/voa/blog/posts/${slug}`);
      await expect.poll(() => visitor.page.getByRole('textbox', { name: 'Your comment' }).count()).toBe(1);

      expect(writer.problems).toEqual([]);
      expect(moderator.problems).toEqual([]);
      expect(visitor.problems).toEqual([]);
    } finally {
      await Promise.all([writer.close(), moderator.close(), visitor.close()]);
    }
  });
});
