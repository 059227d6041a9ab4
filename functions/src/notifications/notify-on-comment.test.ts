import { beforeEach, describe, expect, it } from 'vitest';
import { commentDocument, postDocument } from '#shared/testing/documents.js';
import { onCommentCreated } from './notify-on-comment.js';
import { ORIGIN, applied, context, db, mails, notices, resetMembers } from './test-support.js';

const post = postDocument('letters-from-lagos', applied, {
  title: 'Letters from Lagos',
  authorUid: 'voice-1',
  author: { displayName: 'Chiamaka Eze', type: 'voice' },
});
const comment = commentDocument(applied, { authorUid: 'u1', body: 'The market scene stayed with me.' });

beforeEach(async () => {
  await resetMembers();
  await db.doc(`posts/${post.slug}`).set(post);
  await db.doc(`posts/${post.slug}/comments/c1`).set(comment);
});

describe('onCommentCreated', () => {
  it('tells the post’s author once, quoting the comment, with a link to the comments', async () => {
    expect(await onCommentCreated(context('e1'), post.slug, 'c1', comment)).toBe(true);
    expect(await onCommentCreated(context('e1'), post.slug, 'c1', comment)).toBe(false);

    const all = await mails();
    expect(Object.keys(all)).toEqual(['comment-letters-from-lagos-c1']);
    const mail = all['comment-letters-from-lagos-c1'];
    expect(mail?.to).toEqual(['chiamaka@example.com']);
    expect(mail?.event).toBe('commentOnPost');
    expect(mail?.about).toBe('voice-1');
    expect(mail?.message.subject).toBe('New comment on your post: Letters from Lagos');
    expect(mail?.message.text).toContain('Kwame Boateng commented on your post "Letters from Lagos":');
    expect(mail?.message.text).toContain('The market scene stayed with me.');
    expect(mail?.message.text).toContain(`${ORIGIN}/voa/blog/posts/letters-from-lagos#comments-title`);
  });

  it('quotes a long comment in part, ending on a whole word', async () => {
    const long = { ...comment, body: `${'word '.repeat(200)}end` };
    await onCommentCreated(context(), post.slug, 'c1', long);
    const text = (await mails())['comment-letters-from-lagos-c1']?.message.text ?? '';
    expect(text).toContain('word word…');
    expect(text).not.toContain('end');
  });

  it('sends nothing for the author’s own comment, an editorial post, an unpublished or deleted post', async () => {
    expect(await onCommentCreated(context(), post.slug, 'c1', { ...comment, authorUid: 'voice-1' })).toBe(false);

    await db.doc(`posts/${post.slug}`).set({ ...post, author: { displayName: 'The editors', type: 'editorial' } });
    expect(await onCommentCreated(context(), post.slug, 'c1', comment)).toBe(false);

    await db.doc(`posts/${post.slug}`).set({ ...post, status: 'draft' });
    expect(await onCommentCreated(context(), post.slug, 'c1', comment)).toBe(false);

    await db.doc(`posts/${post.slug}`).delete();
    expect(await onCommentCreated(context(), post.slug, 'c1', comment)).toBe(false);
    expect(await mails()).toEqual({});
  });

  it('sends nothing once the comment is deleted (it is not quoted to anyone)', async () => {
    await db.doc(`posts/${post.slug}/comments/c1`).delete();
    expect(await onCommentCreated(context(), post.slug, 'c1', comment)).toBe(false);
    expect(await mails()).toEqual({});
  });

  it('mails nothing to an author who turned comment mail off, and tells them on the site', async () => {
    await db.doc('mailPreferences/voice-1').set({ comments: false });
    expect(await onCommentCreated(context(), post.slug, 'c1', comment)).toBe(false);
    expect(await mails()).toEqual({});
    expect(await notices('voice-1')).toMatchObject({
      'comment-letters-from-lagos-c1': {
        event: 'commentOnPost',
        subject: 'New comment on your post: Letters from Lagos',
        link: '/voa/blog/posts/letters-from-lagos#comments-title',
        mailed: false,
      },
    });
  });
});
