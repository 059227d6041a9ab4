import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '@/i18n/format';
import { LIMITS } from '@/lib/model';
import {
  commentDocument,
  listDocs,
  loadProjectRules,
  loadRules,
  readDoc,
  seedDocs,
  setClaims,
  writeDoc,
} from '@/test/emulators';
import { postDoc } from '@/test/fixtures/community';
import { expectErrorThenRetry } from '@/test/list-states';
import { renderApp, signInAsAdmin, signInAsMember, signOutEverywhere, startSignedOut } from '@/test/render-app';

beforeEach(startSignedOut);
afterEach(() => loadProjectRules());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const commentDoc = (authorUid: string, displayName: string, body: string, created: Date) =>
  commentDocument(created, { authorUid, author: { displayName, type: 'voice' }, body });

/** A published post with two comments by another member, the first with markup, a link and two lines. */
async function seedPost(overrides: Record<string, string | number | boolean> = {}) {
  await seedDocs({
    'posts/talk': postDoc(1, { slug: 'talk', title: 'A post to talk about', commentCount: 2, ...overrides }),
    'posts/talk/comments/first': commentDoc(
      'kwame',
      'Kwame Boateng',
      'I <b>loved</b> this.\nMore at https://voa.example/read.',
      new Date('2026-03-01T10:00:00Z'),
    ),
    'posts/talk/comments/second': commentDoc('kwame', 'Kwame Boateng', 'A second thought.', minutesAgo(2)),
  });
}

/** A signed-in member with the given status and, when active, a public card. */
async function signedInMember(status: string, email = 'ama@example.com'): Promise<string> {
  const uid = await signInAsMember(email, { status, type: 'voice' });
  await writeDoc(`members/${uid}`, { displayName: 'Ama Serwaa', type: 'voice', country: 'Ghana', bio: 'A poet.' });
  return uid;
}

const commentList = async () => screen.findByRole('list', { name: 'Comments, oldest first' });

describe('comments on a post', () => {
  it('shows a visitor the comments oldest first, as escaped text with line breaks and links, and the way to sign in', async () => {
    await seedPost();
    renderApp('/voa/blog/posts/talk');
    const list = await commentList();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('article > p:last-of-type')?.textContent)).toEqual([
      'I <b>loved</b> this.More at https://voa.example/read.',
      'A second thought.',
    ]);
    // Each author's initials beside their name (a comment copies the name only, not the portrait).
    for (const item of items) expect(item.querySelector('[data-initials][aria-hidden="true"]')).not.toBeNull();
    const first = items[0] as HTMLElement;
    expect(first.querySelector('b')).toBeNull();
    expect(first.querySelector('br')).not.toBeNull();
    expect(within(first).getByRole('link', { name: 'https://voa.example/read' })).toHaveAttribute(
      'rel',
      'nofollow ugc noopener',
    );
    expect(screen.getByText('2 comments')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to comment' })).toHaveAttribute(
      'href',
      '/voa/_auth_?next=%2Fvoa%2Fblog%2Fposts%2Ftalk',
    );
    expect(screen.queryByRole('form', { name: 'Write a comment' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete|Remove|Edit/ })).toBeNull();
  });

  it('says so when there is no comment yet, and shows the count on the post card', async () => {
    await seedDocs({
      'posts/quiet': postDoc(1, { slug: 'quiet', title: 'A quiet post' }),
      'posts/busy': postDoc(2, { slug: 'busy', title: 'A busy post', commentCount: 3 }),
    });
    const { router } = renderApp('/voa/blog/posts');
    expect(await screen.findByText('3 comments')).toBeInTheDocument();
    expect(screen.getByText('No comments')).toBeInTheDocument();
    await router.navigate('/voa/blog/posts/quiet');
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
  });

  it('links each comment’s author to their member page at its slug', async () => {
    await seedPost();
    await writeDoc('members/kwame', {
      displayName: 'Kwame Boateng',
      type: 'peer',
      country: 'Ghana',
      bio: 'A reader.',
      slug: 'kwame-boateng',
    });
    renderApp('/voa/blog/posts/talk');
    const list = await commentList();
    const authors = within(list).getAllByRole('link', { name: 'Kwame Boateng' });
    expect(authors).toHaveLength(2);
    await waitFor(() => {
      for (const author of authors) expect(author).toHaveAttribute('href', '/voa/members/kwame-boateng');
    });
  });

  it('says “No comments yet” once under a post without comments', async () => {
    await seedDocs({ 'posts/quiet': postDoc(1, { slug: 'quiet', title: 'A quiet post' }) });
    renderApp('/voa/blog/posts/quiet');
    const section = await screen.findByRole('region', { name: 'Comments' });
    await within(section).findByText('No comments yet.');
    expect(within(section).getAllByText(/no comments/i)).toHaveLength(1);
  });

  it('pages the comments 20 at a time with "Load more"', async () => {
    const docs: Record<string, ReturnType<typeof commentDoc>> = {};
    for (let n = 1; n <= 22; n += 1) {
      const created = new Date(Date.UTC(2026, 2, 1, 0, n));
      docs[`posts/talk/comments/c${String(n).padStart(2, '0')}`] = commentDoc(
        'kwame',
        'Kwame',
        `Comment ${n}`,
        created,
      );
    }
    await seedDocs({ 'posts/talk': postDoc(1, { slug: 'talk', commentCount: 22 }), ...docs });
    renderApp('/voa/blog/posts/talk');
    const list = await commentList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).queryByText('Comment 21')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Comment 22')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(22);
  });

  it('shows an error with Retry when the comments cannot be read, and the comments after Retry', async () => {
    await seedPost();
    // The post may be read, its comments not.
    await loadRules(
      "rules_version = '2'; service cloud.firestore { match /databases/{d}/documents { match /posts/{slug} { allow read: if true; } } }",
    );
    renderApp('/voa/blog/posts/talk');
    expect(await screen.findByRole('heading', { level: 1, name: 'A post to talk about' })).toBeInTheDocument();
    await expectErrorThenRetry('The comments could not be loaded.', async () =>
      expect(within(await commentList()).getAllByRole('listitem')).toHaveLength(2),
    );
  });

  it('lets an active member post a comment that shows at once, refusing an empty one with a clear message', async () => {
    await seedPost();
    const uid = await signedInMember('active');
    const user = userEvent.setup();
    renderApp('/voa/blog/posts/talk');
    const form = await screen.findByRole('form', { name: 'Write a comment' });
    expect(within(form).getByText(/edit or delete your comment for 15 minutes/)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Your comment'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(await within(form).findByText('Write your comment first.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Your comment'));
    await user.type(within(form).getByLabelText('Your comment'), 'Thank you for writing this.');
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));

    const list = await commentList();
    expect(await within(list).findByText('Thank you for writing this.')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('3 comments')).toBeInTheDocument();
    expect(within(form).getByLabelText('Your comment')).toHaveValue('');
    const stored = await listDocs('posts/talk/comments');
    expect(stored).toContainEqual(expect.objectContaining({ authorUid: uid, body: 'Thank you for writing this.' }));
    // Counted, in the same commit, for this very comment (the rules require both).
    const posted = stored.find((doc) => doc.authorUid === uid);
    expect((await readDoc(`rateLimits/${uid}`))?.comment).toMatchObject({
      count: 1,
      target: `posts/talk/comments/${posted?.id}`,
    });
  });

  it('says the rate under the comment box, and once it is used, when the member may comment again', async () => {
    await seedPost();
    const uid = await signedInMember('active');
    const { max, windowMinutes } = LIMITS.rate.comment;
    const windowStart = minutesAgo(10);
    await seedDocs({
      [`rateLimits/${uid}`]: {
        comment: { windowStart, count: max, last: minutesAgo(1), target: 'posts/talk/comments/earlier' },
      },
    });
    const user = userEvent.setup();
    renderApp('/voa/blog/posts/talk');
    const form = await screen.findByRole('form', { name: 'Write a comment' });
    expect(within(form).getByText(/Each member may post up to 30 comments an hour\./)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Your comment'), 'One more thought.');
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    const retryAt = formatDateTime(new Date(windowStart.getTime() + windowMinutes * 60_000));
    expect(
      await within(form).findByText(
        `You have posted ${max} comments within the hour, the most a member may. Your text is still here: you can post it from ${retryAt}.`,
      ),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Your comment')).toHaveValue('One more thought.');
    expect(await listDocs('posts/talk/comments')).toHaveLength(2);
  });

  it('lets a member edit and delete their own recent comment, after confirming, but not an old one', async () => {
    await seedPost();
    const uid = await signedInMember('active');
    await seedDocs({
      'posts/talk/comments/mine': commentDoc(uid, 'Ama Serwaa', 'My first words.', minutesAgo(1)),
      'posts/talk/comments/old': commentDoc(uid, 'Ama Serwaa', 'Words from long ago.', minutesAgo(60)),
    });
    const user = userEvent.setup();
    renderApp('/voa/blog/posts/talk');
    const list = await commentList();
    const mine = (await within(list).findByText('My first words.')).closest('article') as HTMLElement;
    const old = within(list).getByText('Words from long ago.').closest('article') as HTMLElement;
    // The members' controls load once a member is signed in (CommentControls.tsx).
    await user.click(await within(mine).findByRole('button', { name: 'Edit' }));
    // An old one of theirs they may only answer, as any comment.
    expect(
      within(old)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Answer']);
    // Someone else's comment offers a member nothing but to answer it and report it.
    const theirs = within(list).getByText('A second thought.').closest('article') as HTMLElement;
    expect((await within(theirs).findAllByRole('button')).map((button) => button.textContent)).toEqual([
      'Answer',
      'Report this comment',
    ]);

    const editForm = await within(mine).findByRole('form', { name: 'Edit your comment' });
    await user.clear(within(editForm).getByLabelText('Your comment'));
    await user.type(within(editForm).getByLabelText('Your comment'), 'My better words.');
    await user.click(within(editForm).getByRole('button', { name: 'Save' }));
    expect(await within(mine).findByText('My better words.')).toBeInTheDocument();
    expect(within(mine).getByText(/edited/)).toBeInTheDocument();
    expect((await readDoc('posts/talk/comments/mine'))?.body).toBe('My better words.');

    await user.click(await within(mine).findByRole('button', { name: 'Delete' }));
    expect(
      within(mine).getByRole('group', { name: 'Delete your comment? This cannot be undone.' }),
    ).toBeInTheDocument();
    await user.click(within(mine).getByRole('button', { name: 'Keep it' }));
    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    await user.click(within(mine).getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(within(list).queryByText('My better words.')).toBeNull());
    expect(await readDoc('posts/talk/comments/mine')).toBeUndefined();
  });

  it('tells a pending member and a suspended member why they cannot comment', async () => {
    await seedPost();
    await signedInMember('pending');
    const { unmount } = renderApp('/voa/blog/posts/talk');
    expect(
      await screen.findByText('Only active members can comment. Your membership is not active yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write a comment' })).toBeNull();
    unmount();
    await signOutEverywhere();

    await signedInMember('suspended', 'sus@example.com');
    renderApp('/voa/blog/posts/talk');
    expect(await screen.findByText('Your membership is suspended, so you cannot comment.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write a comment' })).toBeNull();
  });

  it('shows "Comments are closed" on a closed post, to members too, with the comments still there', async () => {
    await seedPost({ commentsClosed: true });
    await signedInMember('active');
    renderApp('/voa/blog/posts/talk');
    expect(await screen.findByText('Comments are closed on this post.')).toBeInTheDocument();
    expect(within(await commentList()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('form', { name: 'Write a comment' })).toBeNull();
  });

  it('lets an admin remove any comment after confirming, and close then reopen the comments', async () => {
    await seedPost();
    await signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/voa/blog/posts/talk');
    const list = await commentList();
    const first = within(list).getByText(/loved/).closest('article') as HTMLElement;
    await user.click(await within(first).findByRole('button', { name: 'Remove' }));
    expect(
      within(first).getByRole('group', { name: 'Remove this comment by Kwame Boateng? This cannot be undone.' }),
    ).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(within(list).queryByText(/loved/)).toBeNull());
    expect(await readDoc('posts/talk/comments/first')).toBeUndefined();
    expect(screen.getByText('1 comment')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close comments' }));
    expect(await screen.findByText('Comments are closed on this post.')).toBeInTheDocument();
    expect((await readDoc('posts/talk'))?.commentsClosed).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Reopen comments' }));
    await waitFor(async () => expect((await readDoc('posts/talk'))?.commentsClosed).toBe(false));
    // Each admin write left its audit entry (the comment's without the commenter's name).
    const entries = (await listDocs('auditLog')).map(({ action, target, details }) => ({ action, target, details }));
    expect(entries).toHaveLength(3);
    expect(entries).toEqual(
      expect.arrayContaining([
        { action: 'deleteComment', target: 'posts/talk/comments/first', details: {} },
        { action: 'closeComments', target: 'posts/talk', details: { name: 'A post to talk about' } },
        { action: 'reopenComments', target: 'posts/talk', details: { name: 'A post to talk about' } },
      ]),
    );
  });
});

describe('answers to comments', () => {
  const answerDoc = (parentId: string, authorUid: string, displayName: string, body: string, created: Date) => ({
    ...commentDoc(authorUid, displayName, body, created),
    parentId,
  });
  const articleOf = (within_: HTMLElement, text: string) =>
    within(within_).getByText(text).closest('article') as HTMLElement;

  it('shows each answer under the comment it answers, and a deleted comment’s answers under “Comment removed”', async () => {
    await seedPost({ commentCount: 4 });
    await seedDocs({
      // Answers the first comment, though posted after the second.
      'posts/talk/comments/to-first': answerDoc('first', 'efua', 'Efua Mensah', 'I loved it too.', minutesAgo(1)),
      'posts/talk/comments/to-gone': answerDoc('gone', 'efua', 'Efua Mensah', 'Still worth saying.', minutesAgo(1)),
    });
    renderApp('/voa/blog/posts/talk');
    const list = await commentList();
    const answers = await within(list).findByRole('list', { name: 'Answers to Kwame Boateng' });
    expect(
      within(answers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('I loved it too.')]);
    // The answers sit in the first comment's item, before the second comment.
    const threads = [...list.children];
    expect(threads).toHaveLength(3);
    expect(threads[0]).toContainElement(answers);
    expect(threads[1]).toHaveTextContent('A second thought.');
    expect(threads[2]).toHaveTextContent('Comment removed');
    const removed = within(threads[2] as HTMLElement).getByRole('list', { name: 'Answers to a removed comment' });
    expect(removed).toHaveTextContent('Still worth saying.');
    expect(screen.getByText('4 comments')).toBeInTheDocument();
    // A visitor answers nothing.
    expect(within(list).queryByRole('button', { name: 'Answer' })).toBeNull();
  });

  it('lets an active member answer a comment in place: it shows under it at once, stored with its parent and counted', async () => {
    await seedPost();
    const uid = await signedInMember('active');
    const user = userEvent.setup();
    renderApp('/voa/blog/posts/talk');
    const list = await commentList();
    const second = articleOf(list, 'A second thought.');
    await user.click(await within(second).findByRole('button', { name: 'Answer' }));
    const form = await screen.findByRole('form', { name: 'Answer Kwame Boateng' });
    expect(within(second).queryByRole('button', { name: 'Answer' })).toBeNull();
    // The button pressed is gone: the focus waits in the answer's text box, not on the page.
    await waitFor(() => expect(within(form).getByLabelText('Your answer')).toHaveFocus());
    await user.type(within(form).getByLabelText('Your answer'), 'Agreed, and thank you.');
    await user.click(within(form).getByRole('button', { name: 'Post answer' }));

    const answers = await within(list).findByRole('list', { name: 'Answers to Kwame Boateng' });
    expect(await within(answers).findByText('Agreed, and thank you.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Answer Kwame Boateng' })).toBeNull();
    expect(screen.getByText('3 comments')).toBeInTheDocument();
    const stored = (await listDocs('posts/talk/comments')).find((doc) => doc.authorUid === uid);
    expect(stored).toMatchObject({ parentId: 'second', body: 'Agreed, and thank you.' });
    expect((await readDoc(`rateLimits/${uid}`))?.comment).toMatchObject({
      target: `posts/talk/comments/${stored?.id}`,
    });
    // An answer is not answered (one level): its own article offers Edit and Delete, no Answer.
    const mine = articleOf(answers, 'Agreed, and thank you.');
    expect((await within(mine).findAllByRole('button')).map((button) => button.textContent)).toEqual([
      'Edit',
      'Delete',
    ]);
  });

  it('keeps the answers of a comment an admin removes, under “Comment removed”', async () => {
    await seedPost({ commentCount: 3 });
    await seedDocs({
      'posts/talk/comments/to-first': answerDoc('first', 'efua', 'Efua Mensah', 'I loved it too.', minutesAgo(1)),
    });
    await signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/voa/blog/posts/talk');
    const list = await commentList();
    const first = within(list).getAllByRole('article')[0] as HTMLElement;
    expect(first).toHaveTextContent('More at');
    await user.click(await within(first).findByRole('button', { name: 'Remove' }));
    await user.click(within(first).getByRole('button', { name: 'Yes, delete it' }));
    expect(await within(list).findByText('Comment removed')).toBeInTheDocument();
    expect(within(list).queryByText(/More at/)).toBeNull();
    expect(within(list).getByRole('list', { name: 'Answers to a removed comment' })).toHaveTextContent(
      'I loved it too.',
    );
    expect(screen.getByText('2 comments')).toBeInTheDocument();
    expect(await readDoc('posts/talk/comments/first')).toBeUndefined();
    expect(await readDoc('posts/talk/comments/to-first')).toMatchObject({ parentId: 'first' });
  });
});

describe('comments and admin claims', () => {
  it('offers Remove to no signed-in member without the admin claim', async () => {
    await seedPost();
    const uid = await signedInMember('active');
    await setClaims(uid, {});
    renderApp('/voa/blog/posts/talk');
    const list = await commentList();
    expect(await screen.findByRole('form', { name: 'Write a comment' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close comments' })).toBeNull();
  });
});
