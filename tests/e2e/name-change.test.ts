import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { readDoc, updateDoc, waitForDoc } from './support/firestore.ts';
import { createAdmin, createMember, openSignedIn } from './support/members.ts';
import { openWatchedPage, visit } from './support/page.ts';
import { postDocument } from '#shared/testing/documents.ts';

/**
 * A member renames themselves: the new name waits for an admin while the card, and the posts and
 * comments written before, keep the old one; once approved the card shows the new name and the old
 * post and comment still carry the byline they were written under.
 */
const browser = useBrowser();

describe('a renamed member’s new name waits for review; their old posts keep their byline', () => {
  it('asks for a new name, an admin approves it, the card changes and the old post and comment do not', async () => {
    const suffix = randomUUID().slice(0, 6);
    const oldName = `Kojo Antwi ${suffix}`;
    const newName = `Kojo A. Mensah ${suffix}`;
    const slug = `market-day-${suffix}`;
    const title = `Market day ${suffix}`;
    const now = new Date();
    const [member, admin] = await Promise.all([
      createMember('active', { label: 'renamed', displayName: oldName }),
      createAdmin(),
    ]);
    await updateDoc(`members/${member.uid}`, {
      displayName: oldName,
      type: 'voice',
      country: 'Ghana',
      bio: 'Writes about the markets of Kumasi.',
      joined: now,
    });
    // The member's earlier post, as the blog form left it: the card copied as its byline.
    await updateDoc(
      `posts/${slug}`,
      postDocument(slug, now, {
        title,
        authorUid: member.uid,
        author: { displayName: oldName, type: 'voice' },
        body: 'The market opens before dawn.',
      }),
    );

    const writer = await openWatchedPage(browser());
    const editor = await openWatchedPage(browser());
    try {
      // A comment written through the app under the old name: the rules make it copy the card.
      await openSignedIn(writer.page, member, `/voa/blog/posts/${slug}`);
      await writer.page.getByText(`By ${oldName}`).waitFor();
      await writer.page.getByRole('textbox', { name: 'Your comment' }).fill('Thank you for reading.');
      await writer.page.getByRole('button', { name: 'Post comment' }).click();
      const comments = writer.page.getByRole('list', { name: 'Comments, oldest first' });
      await comments.getByText(oldName).waitFor();

      await visit(writer.page, '/voa/profiles/voice');
      const mine = writer.page.getByRole('region', { name: 'Your card' });
      await mine.getByRole('button', { name: 'Ask for a new name' }).click();
      await mine.getByLabel('New name to show other members').fill(newName);
      await mine.getByRole('button', { name: 'Send for review' }).click();
      await mine
        .getByText(
          `You asked to be known as “${newName}”. An editor will review it; until then your card shows “${oldName}”.`,
        )
        .waitFor();
      expect(await readDoc(`members/${member.uid}`)).toMatchObject({ displayName: oldName });
      await visit(writer.page, `/voa/members/${member.uid}`);
      await writer.page.getByRole('heading', { level: 1, name: oldName }).waitFor();

      await openSignedIn(editor.page, admin, '/voa/admin?section=names');
      const request = editor.page.getByRole('article', { name: newName });
      await request.getByText(oldName).waitFor();
      await request.getByRole('button', { name: 'Approve the new name' }).click();
      await editor.page.getByText(`${oldName} is now ${newName}.`).waitFor();
      await waitForDoc(`members/${member.uid}`, (card) => card.displayName === newName);

      await visit(writer.page, `/voa/members/${member.uid}`);
      await writer.page.getByRole('heading', { level: 1, name: newName }).waitFor();
      await visit(writer.page, `/voa/blog/posts/${slug}`);
      await writer.page.getByText(`By ${oldName}`).waitFor();
      await comments.getByText(oldName).waitFor();
      expect(await comments.getByText(newName).count()).toBe(0);
      expect(await readDoc(`posts/${slug}`)).toMatchObject({ author: { displayName: oldName, type: 'voice' } });

      await visit(writer.page, '/voa/profiles/voice');
      await mine.getByText(`An editor approved your new name, “${newName}”.`).waitFor();
      expect(writer.problems).toEqual([]);
      expect(editor.problems).toEqual([]);
    } finally {
      await writer.close();
      await editor.close();
    }
    // Two accounts, two browsers, a callable and eight page loads: more than the default minute
    // when another journey runs beside it on two cores.
  }, 120_000);
});
