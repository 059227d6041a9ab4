import { beforeEach, describe, expect, it } from 'vitest';
import { commentDocument, postDocument } from '#shared/testing/documents.js';
import { onAnswerCreated } from './notify-on-answer.js';
import { onCommentCreated } from './notify-on-comment.js';
import { ORIGIN, applied, context, db, mails, notices, resetMembers } from './test-support.js';

const post = postDocument('letters-from-lagos', applied, {
  title: 'Letters from Lagos',
  authorUid: 'voice-1',
  author: { displayName: 'Chiamaka Eze', type: 'voice' },
});
/** Kwame's comment (u1, sipho@example.com), and Ama's answer to it. */
const comment = commentDocument(applied, { authorUid: 'u1', body: 'The market scene stayed with me.' });
const answer = commentDocument(applied, {
  authorUid: 'peer-1',
  author: { displayName: 'Ama Mensah', type: 'peer' },
  body: 'It stayed with me too: the smell of the rain.',
  parentId: 'c1',
});

beforeEach(async () => {
  await resetMembers();
  await db.doc(`posts/${post.slug}`).set(post);
  await db.doc(`posts/${post.slug}/comments/c1`).set(comment);
  await db.doc(`posts/${post.slug}/comments/a1`).set(answer);
});

describe('onAnswerCreated', () => {
  it('tells the answered comment’s author once, by a notice and a mail quoting the answer, with a link to the comments', async () => {
    expect(await onAnswerCreated(context('e1'), post.slug, 'a1', answer)).toBe(true);
    expect(await onAnswerCreated(context('e1'), post.slug, 'a1', answer)).toBe(false);

    const all = await mails();
    expect(Object.keys(all)).toEqual(['answer-letters-from-lagos-a1']);
    const mail = all['answer-letters-from-lagos-a1'];
    expect(mail?.to).toEqual(['sipho@example.com']);
    expect(mail?.event).toBe('answerToComment');
    expect(mail?.about).toBe('u1');
    expect(mail?.message.subject).toBe('Ama Mensah answered your comment on: Letters from Lagos');
    expect(mail?.message.text).toContain('Dear Kwame Boateng,');
    expect(mail?.message.text).toContain('It stayed with me too: the smell of the rain.');
    expect(mail?.message.text).toContain(`${ORIGIN}/voa/blog/posts/letters-from-lagos#comments-title`);
    expect(mail?.message.text).toContain('You receive this e-mail because a member answered your comment.');
    expect(mail?.headers['List-Unsubscribe']).toContain('kind=answers');
    expect(await notices('u1')).toMatchObject({
      'answer-letters-from-lagos-a1': {
        event: 'answerToComment',
        subject: 'Ama Mensah answered your comment on: Letters from Lagos',
        link: '/voa/blog/posts/letters-from-lagos#comments-title',
        mailed: true,
        read: false,
      },
    });
  });

  it('mails nothing to a member who turned answers off, and still tells them on the site', async () => {
    await db.doc('mailPreferences/u1').set({ answers: false });
    expect(await onAnswerCreated(context(), post.slug, 'a1', answer)).toBe(false);
    expect(await mails()).toEqual({});
    expect(await notices('u1')).toMatchObject({
      'answer-letters-from-lagos-a1': { event: 'answerToComment', mailed: false, read: false },
    });
  });

  it('mails a member who turned only comments on their posts off: answers are a kind of their own', async () => {
    await db.doc('mailPreferences/u1').set({ comments: false });
    expect(await onAnswerCreated(context(), post.slug, 'a1', answer)).toBe(true);
    expect(Object.keys(await mails())).toEqual(['answer-letters-from-lagos-a1']);
  });

  it('tells nobody when a member answers their own comment, or for a comment that answers nothing', async () => {
    expect(await onAnswerCreated(context(), post.slug, 'a1', { ...answer, authorUid: 'u1' })).toBe(false);
    const { parentId: _parentId, ...plain } = answer;
    expect(await onAnswerCreated(context(), post.slug, 'a1', plain)).toBe(false);
    expect(await mails()).toEqual({});
    expect(await notices('u1')).toEqual({});
  });

  it('tells nobody once the answer, the answered comment or the post is gone, or the post unpublished', async () => {
    await db.doc(`posts/${post.slug}/comments/a1`).delete();
    expect(await onAnswerCreated(context(), post.slug, 'a1', answer)).toBe(false);
    await db.doc(`posts/${post.slug}/comments/a1`).set(answer);
    await db.doc(`posts/${post.slug}/comments/c1`).delete();
    expect(await onAnswerCreated(context(), post.slug, 'a1', answer)).toBe(false);
    await db.doc(`posts/${post.slug}/comments/c1`).set(comment);
    await db.doc(`posts/${post.slug}`).set({ ...post, status: 'draft' });
    expect(await onAnswerCreated(context(), post.slug, 'a1', answer)).toBe(false);
    await db.doc(`posts/${post.slug}`).delete();
    expect(await onAnswerCreated(context(), post.slug, 'a1', answer)).toBe(false);
    expect(await mails()).toEqual({});
    expect(await notices('u1')).toEqual({});
  });
});

describe('onCommentCreated and answers', () => {
  it('leaves the post’s author whose own comment is answered to the answer’s notice (one notice, not two)', async () => {
    await db.doc(`posts/${post.slug}/comments/c1`).set({ ...comment, authorUid: 'voice-1' });
    expect(await onCommentCreated(context(), post.slug, 'a1', answer)).toBe(false);
    expect(await onAnswerCreated(context(), post.slug, 'a1', answer)).toBe(true);
    expect(Object.keys(await notices('voice-1'))).toEqual(['answer-letters-from-lagos-a1']);
  });

  it('tells the post’s author of an answer to someone else’s comment, as of any comment', async () => {
    expect(await onCommentCreated(context(), post.slug, 'a1', answer)).toBe(true);
    expect(Object.keys(await notices('voice-1'))).toEqual(['comment-letters-from-lagos-a1']);
  });
});
