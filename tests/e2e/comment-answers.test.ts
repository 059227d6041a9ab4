import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { listDocs, readDoc, updateDoc, waitForDoc } from './support/firestore.ts';
import { createVoiceWithCard, openSignedIn } from './support/members.ts';
import { openWatchedPage, visit } from './support/page.ts';
import { postDocument } from '#shared/testing/documents.ts';
import type { TestUser } from './support/auth.ts';

/**
 * Answers to comments: a reader answers a comment on a post, and the comment's author is told on
 * their notifications page (a notice they mark read, which stays read after a reload) and by a `mail`
 * document; an author who turned answers off in My account gets the notice and no mail.
 */
const browser = useBrowser();

/** A published post with a comment by `author`, at an address of its own. */
async function postWithCommentBy(author: TestUser, authorName: string, body: string) {
  const suffix = randomUUID().slice(0, 6);
  const slug = `answers-${suffix}`;
  const title = `A post to answer on ${suffix}`;
  const now = new Date();
  await updateDoc(`posts/${slug}`, postDocument(slug, now, { title, authorUid: 'e2e-author', body: 'A post.' }));
  await updateDoc(`posts/${slug}/comments/asked`, {
    authorUid: author.uid,
    author: { displayName: authorName, type: 'voice' },
    body,
    created: new Date(now.getTime() - 60_000),
    updated: new Date(now.getTime() - 60_000),
  });
  return { slug, title };
}

/** The answer the reader posted under the comment `asked` of the post (its id names the notice and the mail). */
async function answerId(slug: string, reader: TestUser): Promise<string> {
  const stored = await listDocs(`posts/${slug}/comments`);
  const answer = stored.find((doc) => doc.authorUid === reader.uid && doc.parentId === 'asked');
  if (!answer) throw new Error('The answer is not stored');
  return answer.id;
}

// Two members, a trigger's notice and mail, and the notifications page: as long as the other journeys that wait on triggers.
describe('answers to comments', { timeout: 120_000 }, () => {
  it('a reader answers a comment; its author gets a notice and a mail, marks the notice read, and it stays read', async () => {
    const [author, reader] = await Promise.all([
      createVoiceWithCard('Kwame Boateng', 'answered'),
      createVoiceWithCard('Ama Serwaa', 'answerer'),
    ]);
    const { slug, title } = await postWithCommentBy(author, 'Kwame Boateng', 'Who else cried at the ending?');

    const readerPage = await openWatchedPage(browser());
    const authorPage = await openWatchedPage(browser());
    try {
      await openSignedIn(readerPage.page, reader, `/voa/blog/posts/${slug}`);
      const comments = readerPage.page.getByRole('list', { name: 'Comments, oldest first' });
      const asked = comments.getByRole('article').filter({ hasText: 'Who else cried' });
      await asked.getByRole('button', { name: 'Answer' }).click();
      const form = readerPage.page.getByRole('form', { name: 'Answer Kwame Boateng' });
      await form.getByRole('textbox', { name: 'Your answer' }).fill('I did, on the bus home.');
      await form.getByRole('button', { name: 'Post answer' }).click();
      const answers = comments.getByRole('list', { name: 'Answers to Kwame Boateng' });
      await expect.poll(() => answers.getByText('I did, on the bus home.').count()).toBe(1);

      const id = await answerId(slug, reader);
      const notice = await waitForDoc(`users/${author.uid}/notifications/answer-${slug}-${id}`);
      expect(notice).toMatchObject({ event: 'answerToComment', mailed: true, read: false });
      const mail = await readDoc(`mail/answer-${slug}-${id}`);
      expect(mail).toMatchObject({ to: [author.email], event: 'answerToComment' });
      expect(JSON.stringify(mail)).toContain('I did, on the bus home.');

      const subject = `Ama Serwaa answered your comment on: ${title}`;
      await openSignedIn(authorPage.page, author, '/voa/notifications');
      const told = authorPage.page.getByRole('main');
      const item = told.getByRole('listitem').filter({ hasText: subject });
      await expect.poll(() => item.getByText('New', { exact: true }).count()).toBe(1);
      expect(await item.getByRole('link', { name: subject }).getAttribute('href')).toBe(
        `/voa/blog/posts/${slug}#comments-title`,
      );
      await item.getByRole('button', { name: `Mark as read: ${subject}` }).click();
      await expect.poll(() => item.getByText('New', { exact: true }).count()).toBe(0);
      await waitForDoc(`users/${author.uid}/notifications/answer-${slug}-${id}`, (stored) => stored.read === true);

      await authorPage.page.reload({ waitUntil: 'networkidle' });
      await expect.poll(() => told.getByRole('listitem').filter({ hasText: subject }).count()).toBe(1);
      expect(await item.getByText('New', { exact: true }).count()).toBe(0);
      expect(await item.getByRole('button', { name: /Mark as read/ }).count()).toBe(0);

      expect(readerPage.problems).toEqual([]);
      expect(authorPage.problems).toEqual([]);
    } finally {
      await Promise.all([readerPage.close(), authorPage.close()]);
    }
  });

  it('an author who turned answers off in My account is told on the site, and mailed nothing', async () => {
    const [author, reader] = await Promise.all([
      createVoiceWithCard('Efua Mensah', 'quiet'),
      createVoiceWithCard('Yaw Darko', 'answerer'),
    ]);
    const { slug } = await postWithCommentBy(author, 'Efua Mensah', 'The second chapter is the best.');

    const authorPage = await openWatchedPage(browser());
    const readerPage = await openWatchedPage(browser());
    try {
      await openSignedIn(authorPage.page, author, '/voa/account#mail');
      const choice = authorPage.page.getByRole('form', { name: 'E-mails we send you' });
      await choice.getByRole('checkbox', { name: 'a member answers one of my comments' }).uncheck();
      await choice.getByRole('button', { name: 'Save my choice' }).click();
      await waitForDoc(`mailPreferences/${author.uid}`, (stored) => stored.answers === false);

      await openSignedIn(readerPage.page, reader, `/voa/blog/posts/${slug}`);
      const asked = readerPage.page
        .getByRole('list', { name: 'Comments, oldest first' })
        .getByRole('article')
        .filter({ hasText: 'The second chapter' });
      await asked.getByRole('button', { name: 'Answer' }).click();
      const form = readerPage.page.getByRole('form', { name: 'Answer Efua Mensah' });
      await form.getByRole('textbox', { name: 'Your answer' }).fill('The third, surely.');
      await form.getByRole('button', { name: 'Post answer' }).click();
      await expect.poll(() => readerPage.page.getByText('The third, surely.').count()).toBe(1);

      // The notice and the mail are written in one transaction: once the notice is there, no mail is coming.
      const id = await answerId(slug, reader);
      const notice = await waitForDoc(`users/${author.uid}/notifications/answer-${slug}-${id}`);
      expect(notice).toMatchObject({ event: 'answerToComment', mailed: false, read: false });
      expect(await readDoc(`mail/answer-${slug}-${id}`)).toBeUndefined();

      await visit(authorPage.page, '/voa/notifications');
      const told = authorPage.page.getByRole('main');
      await expect
        .poll(() => told.getByRole('listitem').filter({ hasText: 'Yaw Darko answered your comment' }).count())
        .toBe(1);
      expect(
        await told.getByRole('listitem').filter({ hasText: 'Yaw Darko answered your comment' }).innerText(),
      ).toContain('not e-mailed');

      expect(authorPage.problems).toEqual([]);
      expect(readerPage.problems).toEqual([]);
    } finally {
      await Promise.all([authorPage.close(), readerPage.close()]);
    }
  });
});
