import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { describe, expect, it } from 'vitest';
import { LIMITS, type PostStatus } from '#shared/model/index.ts';
import { allBut, everyone, memberCards, past, serverTimestamp, useContentRules } from './content-actors';
import { countedAs } from './counted-writes';
import { commentDocument, postDocument } from '#shared/testing/documents.ts';

const { editMinutes } = LIMITS.comment;
const fresh = editMinutes - 5;
const old = editMinutes + 1;

const { getEnv, db, audited, seed } = useContentRules(() => ({
  'members/auntie': memberCards.auntie,
  'posts/live': post('live', 'published'),
  'posts/closed': post('closed', 'published', { commentsClosed: true }),
  'posts/reopened': post('reopened', 'published', { commentsClosed: false }),
  'posts/waiting': post('waiting', 'submitted'),
  'posts/live/comments/fresh-voice2': stored('voice2', fresh),
  'posts/live/comments/old-voice2': stored('voice2', old),
  'posts/live/comments/fresh-voice': stored('voice', fresh),
  'posts/waiting/comments/hidden': stored('voice2', fresh),
  'posts/closed/comments/fresh-voice2': stored('voice2', fresh),
  'posts/live/comments/answer-voice': { ...stored('voice', fresh), parentId: 'fresh-voice2' },
}));
/** A new comment carries its author's counter step (rate-limits.test.ts). */
const commenting = countedAs(getEnv, 'comment');

/** An admin's writes, each with its audit entry. */
const admin = () => audited();

const post = (slug: string, status: string, extra: Record<string, unknown> = {}) => ({
  ...postDocument(slug, past, { status: status as PostStatus }),
  ...extra,
});

/** What the comment form sends for the member `uid`, with their card. */
const comment = (
  uid: string,
  card: { displayName: string; type: string },
  overrides: Record<string, unknown> = {},
) => ({
  ...commentDocument(serverTimestamp(), {
    authorUid: uid,
    body: 'Thank you for this. <b>Not bold</b> is fine as text.',
  }),
  author: { displayName: card.displayName, type: card.type },
  ...overrides,
});
const voice2Comment = (overrides: Record<string, unknown> = {}) => comment('voice2', memberCards.voice2, overrides);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
/** A stored comment by `uid`, posted `minutes` ago. */
const stored = (uid: string, minutes: number) => ({
  ...comment(uid, uid === 'voice2' ? memberCards.voice2 : memberCards.voice),
  created: minutesAgo(minutes),
  updated: minutesAgo(minutes),
});

const comments = (actor: Parameters<typeof db>[0], slug: string) => db(actor).collection(`posts/${slug}/comments`);

describe('comments: read', () => {
  it('lets anyone read the comments of a published post, one by one and in pages of up to 21', async () => {
    for (const actor of everyone) {
      await assertSucceeds(db(actor).doc('posts/live/comments/fresh-voice2').get());
      await assertSucceeds(comments(actor, 'live').orderBy('created').limit(LIMITS.query.comments).get());
    }
  });

  it('refuses a page above 21 or without a limit to everyone but admins', async () => {
    for (const actor of allBut('admin')) {
      await assertFails(
        comments(actor, 'live')
          .orderBy('created')
          .limit(LIMITS.query.comments + 1)
          .get(),
      );
      await assertFails(comments(actor, 'live').get());
    }
    await assertSucceeds(comments('admin', 'live').get());
  });

  it('hides the comments of an unpublished post from everyone but admins', async () => {
    for (const actor of allBut('admin')) {
      await assertFails(db(actor).doc('posts/waiting/comments/hidden').get());
      await assertFails(comments(actor, 'waiting').limit(LIMITS.query.comments).get());
    }
    await assertSucceeds(db('admin').doc('posts/waiting/comments/hidden').get());
    await assertSucceeds(comments('admin', 'waiting').limit(LIMITS.query.comments).get());
  });
});

describe('comments: create', () => {
  it('lets every active member comment on a published post as themselves, with their card', async () => {
    await assertSucceeds(commenting.add('otherVoice', 'posts/live/comments', voice2Comment()));
    await assertSucceeds(commenting.add('voice', 'posts/live/comments', comment('voice', memberCards.voice)));
    await assertSucceeds(commenting.add('auntie', 'posts/live/comments', comment('auntie', memberCards.auntie)));
    // An open post that says so explicitly.
    await assertSucceeds(commenting.add('otherVoice', 'posts/reopened/comments', voice2Comment()));
  });

  it('refuses visitors, pending members and admins without an active profile', async () => {
    await assertFails(commenting.add('signedOut', 'posts/live/comments', voice2Comment({ authorUid: 'nobody' })));
    await assertFails(commenting.add('pending', 'posts/live/comments', comment('pending', memberCards.voice2)));
    await assertFails(commenting.add('admin', 'posts/live/comments', comment('admin', memberCards.voice2)));
  });

  it('refuses a suspended member, whose token is still valid', async () => {
    await seed({ 'users/voice2': { email: 'voice2@example.com', status: 'suspended', type: 'voice' } });
    await assertFails(commenting.add('otherVoice', 'posts/live/comments', voice2Comment()));
  });

  it('refuses a comment in someone else’s name, or with a card that is not the member’s', async () => {
    await assertFails(commenting.add('otherVoice', 'posts/live/comments', voice2Comment({ authorUid: 'voice' })));
    await assertFails(
      commenting.add(
        'otherVoice',
        'posts/live/comments',
        voice2Comment({ author: { displayName: 'The Editors', type: 'voice' } }),
      ),
    );
    await assertFails(
      commenting.add(
        'otherVoice',
        'posts/live/comments',
        voice2Comment({ author: { displayName: memberCards.voice2.displayName, type: 'editorial' } }),
      ),
    );
    // A member without a public card has no card to copy.
    await assertFails(
      commenting.add('peer', 'posts/live/comments', comment('peer', { displayName: 'Peer', type: 'peer' })),
    );
  });

  it('accepts a body of 1 to 2,000 characters, trimmed, and refuses an empty, blank, untrimmed or longer one', async () => {
    const { max } = LIMITS.comment.body;
    await assertSucceeds(commenting.add('otherVoice', 'posts/live/comments', voice2Comment({ body: 'x' })));
    await assertSucceeds(commenting.add('otherVoice', 'posts/live/comments', voice2Comment({ body: 'y'.repeat(max) })));
    await assertSucceeds(
      commenting.add('otherVoice', 'posts/live/comments', voice2Comment({ body: 'Two lines\nof text' })),
    );
    for (const body of ['', '   ', ' padded', 'z'.repeat(max + 1), 42]) {
      await assertFails(commenting.add('otherVoice', 'posts/live/comments', voice2Comment({ body })));
    }
  });

  it('refuses extra or missing fields and times other than the server’s', async () => {
    await assertFails(commenting.add('otherVoice', 'posts/live/comments', { ...voice2Comment(), pinned: true }));
    const { updated: _updated, ...withoutUpdated } = voice2Comment();
    await assertFails(commenting.add('otherVoice', 'posts/live/comments', withoutUpdated));
    await assertFails(commenting.add('otherVoice', 'posts/live/comments', voice2Comment({ created: past })));
    await assertFails(commenting.add('otherVoice', 'posts/live/comments', voice2Comment({ updated: past })));
    await assertFails(
      commenting.add(
        'otherVoice',
        'posts/live/comments',
        voice2Comment({ author: { ...memberCards.voice2, extra: 1 } }),
      ),
    );
  });

  it('refuses a comment on an unpublished, closed or missing post', async () => {
    await assertFails(commenting.add('otherVoice', 'posts/waiting/comments', voice2Comment()));
    await assertFails(commenting.add('otherVoice', 'posts/closed/comments', voice2Comment()));
    await assertFails(commenting.add('otherVoice', 'posts/no-such-post/comments', voice2Comment()));
  });
});

describe('answers: one level under a comment of the same post', () => {
  const answer = (parentId: unknown) => voice2Comment({ parentId });

  it('lets an active member answer a comment of the post, theirs or another member’s, counted as a comment', async () => {
    await assertSucceeds(commenting.add('otherVoice', 'posts/live/comments', answer('fresh-voice')));
    await assertSucceeds(commenting.add('otherVoice', 'posts/live/comments', answer('fresh-voice2')));
    await assertSucceeds(
      commenting.add('auntie', 'posts/live/comments', {
        ...comment('auntie', memberCards.auntie),
        parentId: 'old-voice2',
      }),
    );
  });

  it('refuses an answer to a comment that does not exist, or exists only on another post', async () => {
    await assertFails(commenting.add('otherVoice', 'posts/live/comments', answer('no-such-comment')));
    // 'hidden' is a comment of posts/waiting, 'fresh-voice' one of posts/live only.
    await assertFails(commenting.add('otherVoice', 'posts/live/comments', answer('hidden')));
    await assertFails(commenting.add('otherVoice', 'posts/reopened/comments', answer('fresh-voice')));
    await seed({ 'posts/reopened/comments/fresh-voice': stored('voice', fresh) });
    await assertSucceeds(commenting.add('otherVoice', 'posts/reopened/comments', answer('fresh-voice')));
  });

  it('refuses an answer to an answer: one level only', async () => {
    await assertFails(commenting.add('otherVoice', 'posts/live/comments', answer('answer-voice')));
    await assertSucceeds(commenting.add('otherVoice', 'posts/live/comments', answer('fresh-voice2')));
  });

  it('refuses a parentId that is not the id of a comment: empty, a path, not a string', async () => {
    for (const parentId of ['', 'fresh-voice2/x', '../live/comments/fresh-voice2', null, 42, ['fresh-voice2']]) {
      await assertFails(commenting.add('otherVoice', 'posts/live/comments', answer(parentId)));
    }
  });

  it('takes a parent id of up to 100 characters: one longer is refused even when such a comment exists', async () => {
    const longest = 'c'.repeat(100);
    const tooLong = 'c'.repeat(101);
    await seed({
      [`posts/live/comments/${longest}`]: stored('voice', fresh),
      [`posts/live/comments/${tooLong}`]: stored('voice', fresh),
    });
    await assertSucceeds(commenting.add('otherVoice', 'posts/live/comments', answer(longest)));
    await assertFails(commenting.add('otherVoice', 'posts/live/comments', answer(tooLong)));
  });

  it('refuses an answer on a closed or unpublished post, as a comment is refused there', async () => {
    await seed({ 'posts/closed/comments/top': stored('voice', fresh) });
    await assertFails(commenting.add('otherVoice', 'posts/closed/comments', answer('top')));
    await assertFails(commenting.add('otherVoice', 'posts/waiting/comments', answer('hidden')));
  });

  it('lets the author edit an answer’s body in time, and no one move it or make a comment an answer', async () => {
    const edit = { body: 'Edited answer.', updated: serverTimestamp() };
    await assertSucceeds(db('voice').doc('posts/live/comments/answer-voice').update(edit));
    await assertFails(
      db('voice')
        .doc('posts/live/comments/answer-voice')
        .update({ ...edit, parentId: 'old-voice2' }),
    );
    await assertFails(
      db('voice')
        .doc('posts/live/comments/answer-voice')
        .update({ ...edit, parentId: firebase.firestore.FieldValue.delete() }),
    );
    await assertFails(
      db('voice')
        .doc('posts/live/comments/fresh-voice')
        .update({ ...edit, parentId: 'fresh-voice2' }),
    );
  });

  it('lets the author of an answered comment delete it in time, and its answers stay readable to anyone', async () => {
    await assertSucceeds(db('otherVoice').doc('posts/live/comments/fresh-voice2').delete());
    for (const actor of everyone) {
      await assertSucceeds(db(actor).doc('posts/live/comments/answer-voice').get());
    }
    // With the comment gone there is nothing to answer any more.
    await assertFails(
      commenting.add('auntie', 'posts/live/comments', {
        ...comment('auntie', memberCards.auntie),
        parentId: 'fresh-voice2',
      }),
    );
  });
});

describe('comments: edit', () => {
  const edit = { body: 'Edited: thank you.', updated: serverTimestamp() };

  it('lets the author edit the body of their own comment within the window', async () => {
    await assertSucceeds(db('otherVoice').doc('posts/live/comments/fresh-voice2').update(edit));
  });

  it('refuses the edit after the window, to anyone else, and while suspended', async () => {
    await assertFails(db('otherVoice').doc('posts/live/comments/old-voice2').update(edit));
    for (const actor of allBut('otherVoice')) {
      await assertFails(db(actor).doc('posts/live/comments/fresh-voice2').update(edit));
    }
    await seed({ 'users/voice2': { email: 'voice2@example.com', status: 'suspended', type: 'voice' } });
    await assertFails(db('otherVoice').doc('posts/live/comments/fresh-voice2').update(edit));
  });

  it('refuses an edit of anything but the body, an invalid body, and an edit once comments are closed', async () => {
    const own = db('otherVoice').doc('posts/live/comments/fresh-voice2');
    await assertFails(own.update({ ...edit, created: serverTimestamp() }));
    await assertFails(own.update({ ...edit, authorUid: 'voice' }));
    await assertFails(own.update({ ...edit, author: { displayName: 'Someone', type: 'voice' } }));
    await assertFails(own.update({ body: '  ', updated: serverTimestamp() }));
    await assertFails(own.update({ body: 'No new time' }));
    await assertFails(db('otherVoice').doc('posts/closed/comments/fresh-voice2').update(edit));
  });
});

describe('comments: delete', () => {
  it('lets the author delete their own comment within the window, and not after', async () => {
    await assertSucceeds(db('otherVoice').doc('posts/live/comments/fresh-voice2').delete());
    await assertFails(db('otherVoice').doc('posts/live/comments/old-voice2').delete());
  });

  it('refuses a suspended author', async () => {
    await seed({ 'users/voice2': { email: 'voice2@example.com', status: 'suspended', type: 'voice' } });
    await assertFails(db('otherVoice').doc('posts/live/comments/fresh-voice2').delete());
  });

  it('refuses everyone else but admins, who remove any comment, old or on a closed post', async () => {
    for (const actor of allBut('otherVoice', 'admin')) {
      await assertFails(db(actor).doc('posts/live/comments/fresh-voice2').delete());
    }
    await assertSucceeds(admin().delete('posts/live/comments/old-voice2', 'deleteComment'));
    await assertSucceeds(admin().delete('posts/closed/comments/fresh-voice2', 'deleteComment'));
  });

  it('refuses an admin’s removal without its entry, or with another comment’s or action', async () => {
    await assertFails(db('admin').doc('posts/live/comments/old-voice2').delete());
    await assertFails(
      admin().delete('posts/live/comments/old-voice2', 'deleteComment', {
        target: 'posts/live/comments/fresh-voice2',
      }),
    );
    await assertFails(admin().delete('posts/live/comments/old-voice2', 'deletePost'));
    // The comment's author is named by the path alone: an entry carries no name of a person.
    await assertFails(
      admin().delete('posts/live/comments/old-voice2', 'deleteComment', { details: { name: 'Kwame Boateng' } }),
    );
  });
});

describe('posts: commentsClosed and commentCount', () => {
  const close = (value: unknown) => ({ commentsClosed: value, updated: serverTimestamp() });

  it('lets admins close and reopen comments on a post', async () => {
    await assertSucceeds(admin().update('posts/live', close(true), 'closeComments'));
    await assertSucceeds(admin().update('posts/live', close(false), 'reopenComments'));
  });

  it('refuses anything but a true or false, even from an admin', async () => {
    await assertFails(admin().update('posts/live', close('yes'), 'closeComments'));
  });

  it('refuses every other actor, the post’s author included (on an unpublished post too)', async () => {
    for (const actor of allBut('admin')) await assertFails(db(actor).doc('posts/live').update(close(true)));
    await assertFails(db('voice').doc('posts/waiting').update(close(true)));
    // The same author edit without the field is allowed: the field alone is refused.
    await assertSucceeds(db('voice').doc('posts/waiting').update({ title: 'A new title', updated: serverTimestamp() }));
  });

  it('refuses a voice’s new post that sets it', async () => {
    const submission = {
      ...post('new-post', 'submitted'),
      created: serverTimestamp(),
      updated: serverTimestamp(),
    };
    // Submitted, so with the voice's counter step (rate-limits.test.ts): only the field refuses it.
    const submitting = countedAs(getEnv, 'submission');
    await assertFails(submitting.doc('voice', 'posts/new-post').set({ ...submission, commentsClosed: true }));
    await assertSucceeds(submitting.doc('voice', 'posts/new-post').set(submission));
  });

  it('lets no client write the comment count, admins included, and lets admins edit a post that has one', async () => {
    await seed({ 'posts/counted': post('counted', 'published', { commentCount: 3 }) });
    for (const actor of everyone) {
      await assertFails(db(actor).doc('posts/counted').update({ commentCount: 0, updated: serverTimestamp() }));
      await assertFails(db(actor).doc('posts/live').update({ commentCount: 1, updated: serverTimestamp() }));
    }
    await assertFails(admin().update('posts/counted', { commentCount: 0, updated: serverTimestamp() }, 'editPost'));
    await assertSucceeds(
      admin().update('posts/counted', { title: 'A new title', updated: serverTimestamp() }, 'editPost'),
    );
    const created = { ...post('fresh', 'draft'), created: serverTimestamp(), updated: serverTimestamp() };
    await assertFails(admin().set('posts/fresh', { ...created, commentCount: 0 }, 'createPost'));
    await assertSucceeds(admin().set('posts/fresh', created, 'createPost'));
  });

  it('refuses a new post that carries a comment count of any value, null included, from a voice and from an admin', async () => {
    const submitting = countedAs(getEnv, 'submission');
    const submission = { ...post('counted-new', 'submitted'), created: serverTimestamp(), updated: serverTimestamp() };
    // A stored null reads as "absent" to get(): only the key's presence tells it apart.
    for (const count of [null, 0]) {
      await assertFails(submitting.doc('voice', 'posts/counted-new').set({ ...submission, commentCount: count }));
    }
    await assertSucceeds(submitting.doc('voice', 'posts/counted-new').set(submission));
    const created = { ...post('fresh', 'draft'), created: serverTimestamp(), updated: serverTimestamp() };
    await assertFails(admin().set('posts/fresh', { ...created, commentCount: null }, 'createPost'));
    await assertSucceeds(admin().set('posts/fresh', created, 'createPost'));
  });

  it('refuses an edit that adds a null count to a post without one, or removes the count a post has', async () => {
    await seed({ 'posts/counted': post('counted', 'published', { commentCount: 3 }) });
    const edit = { title: 'A new title', updated: serverTimestamp() };
    await assertFails(admin().update('posts/live', { ...edit, commentCount: null }, 'editPost'));
    await assertFails(
      db('voice')
        .doc('posts/waiting')
        .update({ ...edit, commentCount: null }),
    );
    await assertFails(
      admin().update('posts/counted', { ...edit, commentCount: firebase.firestore.FieldValue.delete() }, 'editPost'),
    );
    await assertSucceeds(admin().update('posts/live', edit, 'editPost'));
    await assertSucceeds(db('voice').doc('posts/waiting').update(edit));
  });

  it('lets an author edit their unpublished post that kept a count from when it was published', async () => {
    await seed({ 'posts/unpublished': post('unpublished', 'submitted', { commentCount: 2 }) });
    await assertSucceeds(
      db('voice').doc('posts/unpublished').update({ title: 'A better title', updated: serverTimestamp() }),
    );
  });
});

describe('comments: a member’s own, on every post (collection group)', () => {
  const own = (actor: Parameters<typeof db>[0], uid: string) =>
    db(actor).collectionGroup('comments').where('authorUid', '==', uid);

  it('lets a member list their own comments across posts, unpublished ones included, in pages of up to 21', async () => {
    const snapshot = await assertSucceeds(own('otherVoice', 'voice2').limit(LIMITS.query.comments).get());
    expect(snapshot.docs.map((doc) => doc.ref.path).sort()).toEqual([
      'posts/closed/comments/fresh-voice2',
      'posts/live/comments/fresh-voice2',
      'posts/live/comments/old-voice2',
      'posts/waiting/comments/hidden',
    ]);
  });

  it('refuses a page above 21 or without a limit, someone else’s comments, and visitors', async () => {
    await assertFails(
      own('otherVoice', 'voice2')
        .limit(LIMITS.query.comments + 1)
        .get(),
    );
    await assertFails(own('otherVoice', 'voice2').get());
    for (const actor of allBut('otherVoice')) {
      await assertFails(own(actor, 'voice2').limit(LIMITS.query.comments).get());
    }
    await assertFails(db('otherVoice').collectionGroup('comments').limit(LIMITS.query.comments).get());
  });
});

describe('comments: anonymous sessions (the contact page’s) are not members', () => {
  // The same uid as the comments' author, signed in anonymously: signedIn() refuses it.
  const anonymous = () =>
    getEnv()
      .authenticatedContext('voice2', { firebase: { sign_in_provider: 'anonymous' } })
      .firestore();

  it('refuses an anonymous session with the author’s uid what the author may do', async () => {
    await assertFails(anonymous().doc('posts/live/comments/fresh-voice2').delete());
    await assertFails(
      anonymous().collectionGroup('comments').where('authorUid', '==', 'voice2').limit(LIMITS.query.comments).get(),
    );
    await assertSucceeds(db('otherVoice').doc('posts/live/comments/fresh-voice2').delete());
  });
});
