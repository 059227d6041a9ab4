import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { postDocument } from '#shared/testing/documents.js';
import { onPostFirstPublished } from './notify-followers.js';
import { ORIGIN, account, applied, context, db, mails, notices, resetMembers } from './test-support.js';

const published = Timestamp.fromMillis(applied.toMillis() + 60_000);
/** Chiamaka's (voice-1) post, with two tags, as it is once an admin publishes it. */
const post = postDocument('letters-from-lagos', applied, {
  title: 'Letters from Lagos',
  authorUid: 'voice-1',
  author: { displayName: 'Chiamaka Eze', type: 'voice' },
  tags: ['memoir', 'lagos'],
  status: 'published',
  published,
});
const submitted = { ...post, status: 'submitted' as const, published: null };
const created = post.created.toMillis();
const noticeId = (uid: string) => `followed-letters-from-lagos-${created}-${uid}`;

const follow = (uid: string, kind: 'writer' | 'tag', target: string) =>
  db.doc(`users/${uid}/follows/${kind}:${target}`).set({ kind, target, name: target, created: applied });

/** u1 (sipho@example.com) and peer-1 (ama@example.com): members with verified addresses. */
beforeEach(async () => {
  await resetMembers();
  await account('peer-1', 'ama@example.com');
  await db.doc(`posts/${post.slug}`).set(post);
});

const publish = (eventId = 'e1') => onPostFirstPublished(context(eventId), post.slug, submitted, post);

describe('onPostFirstPublished', () => {
  it('tells a follower of the writer by a notice and a mail linking the post, once for a retried event', async () => {
    await follow('u1', 'writer', 'voice-1');

    expect(await publish('e1')).toBe(1);
    await db.doc(`firstPublications/${post.slug}`).delete();
    await publish('e1');

    const all = await mails();
    expect(Object.keys(all)).toEqual([noticeId('u1')]);
    const mail = all[noticeId('u1')];
    expect(mail?.to).toEqual(['sipho@example.com']);
    expect(mail?.event).toBe('followedWriterPublished');
    expect(mail?.message.subject).toBe('Chiamaka Eze published a new post: Letters from Lagos');
    expect(mail?.message.text).toContain(`${ORIGIN}/voa/blog/posts/letters-from-lagos`);
    expect(mail?.message.text).toContain('You receive this e-mail because you follow this writer.');
    expect(mail?.headers['List-Unsubscribe']).toContain('kind=followedWriters');
    expect(await notices('u1')).toEqual({
      [noticeId('u1')]: expect.objectContaining({
        event: 'followedWriterPublished',
        subject: 'Chiamaka Eze published a new post: Letters from Lagos',
        link: '/voa/blog/posts/letters-from-lagos',
        mailed: true,
        read: false,
      }),
    });
  });

  it('tells a follower of a tag by a notice naming the tag, and mails them only once they turned that kind on', async () => {
    await follow('u1', 'tag', 'lagos');
    await follow('peer-1', 'tag', 'lagos');
    await db.doc('mailPreferences/peer-1').set({ followedTags: true });

    expect(await publish()).toBe(2);

    expect(Object.keys(await mails())).toEqual([noticeId('peer-1')]);
    const notice = { event: 'followedTagPublished', subject: 'New on "lagos": Letters from Lagos', read: false };
    expect(await notices('u1')).toEqual({ [noticeId('u1')]: expect.objectContaining({ ...notice, mailed: false }) });
    expect(await notices('peer-1')).toEqual({
      [noticeId('peer-1')]: expect.objectContaining({ ...notice, mailed: true }),
    });
  });

  it('gives a member who follows the writer and both tags one notice and one mail', async () => {
    await follow('u1', 'writer', 'voice-1');
    await follow('u1', 'tag', 'memoir');
    await follow('u1', 'tag', 'lagos');
    await db.doc('mailPreferences/u1').set({ followedTags: true });

    expect(await publish()).toBe(1);

    expect(Object.keys(await mails())).toEqual([noticeId('u1')]);
    expect(Object.keys(await notices('u1'))).toEqual([noticeId('u1')]);
  });

  it('mails a follower of the writer and a tag who turned only the writers’ mail off, as a tag’s follower', async () => {
    await follow('u1', 'writer', 'voice-1');
    await follow('u1', 'tag', 'memoir');
    await db.doc('mailPreferences/u1').set({ followedWriters: false, followedTags: true });

    await publish();

    const mail = (await mails())[noticeId('u1')];
    expect(mail?.event).toBe('followedTagPublished');
    expect(mail?.message.subject).toBe('New on "memoir": Letters from Lagos');
  });

  it('mails nothing to a writer’s follower who turned followed writers off, and still tells them on the site', async () => {
    await follow('u1', 'writer', 'voice-1');
    await db.doc('mailPreferences/u1').set({ followedWriters: false });

    await publish();

    expect(await mails()).toEqual({});
    expect(await notices('u1')).toEqual({
      [noticeId('u1')]: expect.objectContaining({ event: 'followedWriterPublished', mailed: false }),
    });
  });

  it('tells the writer nothing, though they follow their own tag', async () => {
    await follow('voice-1', 'tag', 'memoir');

    expect(await publish()).toBe(0);

    expect(await notices('voice-1')).toEqual({});
    expect(await mails()).toEqual({});
  });

  it('tells no one of an edit of a published post, or of its publication again after an unpublish', async () => {
    await follow('u1', 'writer', 'voice-1');
    await publish('e1');
    await db.doc(`users/u1/notifications/${noticeId('u1')}`).delete();
    await db.collection('mail').doc(noticeId('u1')).delete();

    expect(await onPostFirstPublished(context('e2'), post.slug, post, { ...post, body: 'Edited.' })).toBe(0);
    const unpublished = { ...post, status: 'draft' as const, published: null };
    const again = { ...post, published: Timestamp.fromMillis(published.toMillis() + 60_000) };
    expect(await onPostFirstPublished(context('e3'), post.slug, unpublished, again)).toBe(0);

    expect(await notices('u1')).toEqual({});
    expect(await mails()).toEqual({});
  });

  it('tells the followers of a new post that took the slug of a deleted one', async () => {
    await follow('u1', 'writer', 'voice-1');
    await publish('e1');
    const later = Timestamp.fromMillis(created + 86_400_000);
    const newer = { ...post, created: later };
    await db.doc(`posts/${post.slug}`).set(newer);

    expect(await onPostFirstPublished(context('e2'), post.slug, { ...newer, status: 'submitted' }, newer)).toBe(1);
    expect(Object.keys(await notices('u1'))).toContain(`followed-letters-from-lagos-${later.toMillis()}-u1`);
  });

  it('names the writer of an editorial post to no one: only the tags’ followers hear of it', async () => {
    await follow('u1', 'writer', 'voice-1');
    await follow('peer-1', 'tag', 'memoir');
    const editorial = { ...post, author: { displayName: 'The editors', type: 'editorial' } };

    expect(await onPostFirstPublished(context(), post.slug, submitted, editorial)).toBe(1);

    expect(await notices('u1')).toEqual({});
    expect(Object.keys(await notices('peer-1'))).toEqual([noticeId('peer-1')]);
  });
});
