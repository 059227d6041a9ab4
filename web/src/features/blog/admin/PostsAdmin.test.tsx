import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { readDoc, seedDocs } from '@/test/emulators';
import { renderApp, signInAsAdmin, startSignedOut } from '@/test/render-app';
import { listEntry } from '@/test/admin-section';
import { postDoc } from '@/test/fixtures/community';
import { postPath } from '@/features/blog/paths';

let errors: MockInstance<typeof console.error>;

beforeEach(async () => {
  await startSignedOut();
  errors = vi.spyOn(console, 'error');
});

afterEach(() => {
  // Every string of the section and of the post it wrote has a translation.
  const missing = errors.mock.calls.filter(([message]) => String(message).startsWith('Missing translation'));
  errors.mockRestore();
  expect(missing).toEqual([]);
});

/** The author card of posts the editors write. */
const editorialCard = { displayName: 'Voices of Africa editors', type: 'editorial' };

/** The list item of the admin list whose heading is `title`. */
const listItem = (title: string) => listEntry(title, { level: 3 });

async function openNewPost(user: ReturnType<typeof userEvent.setup>) {
  const section = await screen.findByRole('region', { name: 'Blog posts' });
  await user.click(await within(section).findByRole('button', { name: 'New' }));
  expect(await screen.findByRole('heading', { name: 'New: Blog posts' })).toBeInTheDocument();
  expect(screen.getByText(/A post written here is signed “Voices of Africa editors”/)).toBeInTheDocument();
}

describe('blog posts admin: writing a post', () => {
  it('publishes a post signed by the editorial team, shown in the list and on the blog', async () => {
    const uid = await signInAsAdmin();
    const user = userEvent.setup();
    const { router } = renderApp('/voa/admin?section=posts');
    await screen.findByText('Nothing here yet.');
    await openNewPost(user);

    // Validation first: nothing is written and the input stays.
    await user.type(screen.getByLabelText('Title'), 'A Note from the Editors!');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Write the text of the post.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('A Note from the Editors!');

    await user.type(screen.getByLabelText('Text'), 'Welcome to the **new** season of Voices of Africa.');
    await user.type(screen.getByLabelText('Tags (optional)'), 'News, Editorial');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));

    expect(await screen.findByText('Published.')).toBeInTheDocument();
    const item = await listItem('A Note from the Editors!');
    expect(item).toHaveTextContent('Voices of Africa editors · published');
    expect(within(item).getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();

    const stored = await readDoc('posts/a-note-from-the-editors');
    expect(stored).toMatchObject({
      title: 'A Note from the Editors!',
      slug: 'a-note-from-the-editors',
      authorUid: uid,
      author: editorialCard,
      body: 'Welcome to the **new** season of Voices of Africa.',
      coverUrl: '',
      status: 'published',
    });
    expect(stored?.published).toEqual(expect.any(String)); // a timestamp
    expect(stored?.tags).toEqual(['news', 'editorial']);

    // The public post page reads it, with the editorial byline.
    await router.navigate(postPath('a-note-from-the-editors'));
    expect(await screen.findByRole('heading', { level: 1, name: 'A Note from the Editors!' })).toBeInTheDocument();
    expect(screen.getByText(/^By Voices of Africa editors · /)).toBeInTheDocument();
  });

  it('saves a draft that stays unpublished until the admin publishes it', async () => {
    await signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/voa/admin?section=posts');
    await openNewPost(user);
    await user.type(screen.getByLabelText('Title'), 'Call for submissions');
    await user.type(screen.getByLabelText('Text'), 'Send us your stories about home.');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByText('Saved as a draft.')).toBeInTheDocument();
    const item = await listItem('Call for submissions');
    expect(item).toHaveTextContent('Voices of Africa editors · draft');
    expect(await readDoc('posts/call-for-submissions')).toMatchObject({
      author: editorialCard,
      status: 'draft',
      published: null,
    });

    await user.click(within(item).getByRole('button', { name: 'Publish' }));
    await waitFor(async () =>
      expect(await readDoc('posts/call-for-submissions')).toMatchObject({ status: 'published' }),
    );
  });

  it('says when the title’s address is taken, keeps the input and changes nothing', async () => {
    await seedDocs({
      'posts/rain': postDoc(1, { slug: 'rain', title: 'Rain', status: 'submitted', published: null }),
    });
    await signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/voa/admin?section=posts');
    await listItem('Rain');
    await openNewPost(user);
    await user.type(screen.getByLabelText('Title'), 'Rain!');
    await user.type(screen.getByLabelText('Text'), 'Our own rain.');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));

    expect(await screen.findByText('A post with this title already exists. Choose another title.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Rain!');
    expect(screen.getByLabelText('Text')).toHaveValue('Our own rain.');
    expect(await readDoc('posts/rain')).toMatchObject({
      title: 'Rain',
      status: 'submitted',
      authorUid: 'voice-uid',
      body: 'The body of post 1, with **bold** words.',
    });

    // A new title makes a free address: the same input then goes through.
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Rain, again');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Published.')).toBeInTheDocument();
    expect(await listItem('Rain, again')).toHaveTextContent('Voices of Africa editors · published');
    expect(await readDoc('posts/rain-again')).toMatchObject({ body: 'Our own rain.', status: 'published' });
  });

  it('goes back to the list without writing anything on Cancel', async () => {
    await signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/voa/admin?section=posts');
    await openNewPost(user);
    await user.type(screen.getByLabelText('Title'), 'Never mind');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
    expect(await readDoc('posts/never-mind')).toBeUndefined();
  });
});

describe('blog posts admin: reading a submitted post', () => {
  it('opens a submitted post whole, rendered as its page renders it, for the admin to read before publishing', async () => {
    await seedDocs({
      'posts/post-1': postDoc(1, {
        title: 'The market women',
        author: { displayName: 'Amara Obi', type: 'voice' },
        body: 'My grandmother sold cloth.\n\n## What the stalls remember\n\nEvery **stall** is an archive.',
        status: 'submitted',
        published: null,
      }),
    });
    await signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/voa/admin?section=posts');
    const read = within(await listItem('The market women')).getByRole('link', { name: 'Read “The market women”' });
    expect(read).toHaveAttribute('href', postPath('post-1'));
    await user.click(read);
    expect(await screen.findByRole('heading', { level: 1, name: 'The market women' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for review')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What the stalls remember' })).toBeInTheDocument();
    expect(screen.getByText('stall').tagName).toBe('STRONG');
  });
});

describe('blog posts admin: returning a post to its author', () => {
  const submitted = () =>
    postDoc(1, {
      title: 'The market women',
      author: { displayName: 'Amara Obi', type: 'voice' },
      status: 'submitted',
      published: null,
    });

  it('asks for the note, then returns the post with it, recorded as returnPost, and offers it to no other post', async () => {
    await seedDocs({ 'posts/post-1': submitted(), 'posts/post-2': postDoc(2, { title: 'Already out' }) });
    await signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/voa/admin?section=posts');
    const item = await listItem('The market women');
    expect(within(await listItem('Already out')).queryByRole('button', { name: /^Return/ })).toBeNull();

    await user.click(within(item).getByRole('button', { name: 'Return to its author: “The market women”' }));
    expect(screen.getByRole('heading', { name: 'Return “The market women” to Amara Obi' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Note to the author'), '   ');
    await user.click(screen.getByRole('button', { name: 'Return with this note' }));
    expect(await screen.findByText('Write the note the author will read.')).toBeInTheDocument();
    expect(await readDoc('posts/post-1')).toMatchObject({ status: 'submitted' });

    await user.clear(screen.getByLabelText('Note to the author'));
    await user.type(screen.getByLabelText('Note to the author'), '  Say where the market stood.  ');
    await user.click(screen.getByRole('button', { name: 'Return with this note' }));
    expect(await screen.findByText('“The market women” was returned to its author.')).toBeInTheDocument();
    expect(await readDoc('posts/post-1')).toMatchObject({
      status: 'returned',
      reviewNote: 'Say where the market stood.',
    });
    // Back in the list, which reloaded: the post's new status, and no second return.
    await waitFor(async () =>
      expect(await listItem('The market women')).toHaveTextContent('Amara Obi · returned to its author'),
    );
    expect(within(await listItem('The market women')).queryByRole('button', { name: /^Return/ })).toBeNull();
  });

  it('goes back to the list without writing anything on Cancel', async () => {
    await seedDocs({ 'posts/post-1': submitted() });
    await signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/voa/admin?section=posts');
    await user.click(
      within(await listItem('The market women')).getByRole('button', { name: /^Return to its author: “The market/ }),
    );
    await user.type(screen.getByLabelText('Note to the author'), 'Not sent');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await listItem('The market women')).toHaveTextContent('waiting for review');
    expect(await readDoc('posts/post-1')).not.toHaveProperty('reviewNote');
  });

  it('removes the note when it publishes the post again submitted', async () => {
    await seedDocs({ 'posts/post-1': { ...submitted(), reviewNote: 'Say where the market stood.' } });
    await signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/voa/admin?section=posts');
    await user.click(within(await listItem('The market women')).getByRole('button', { name: 'Publish' }));
    await waitFor(async () => expect(await readDoc('posts/post-1')).toMatchObject({ status: 'published' }));
    expect(await readDoc('posts/post-1')).not.toHaveProperty('reviewNote');
  });
});
