import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postDoc, many } from '@/test/fixtures/community';
import { card as memberCard } from '@/test/fixtures/directory';
import { denyAll, expectErrorThenRetry } from '@/test/list-states';
import { loadProjectRules, seedDocs } from '@/test/emulators';
import { renderApp, startSignedOut } from '@/test/render-app';

beforeEach(startSignedOut);
afterEach(() => loadProjectRules());

const postHeadings = () =>
  screen.queryAllByRole('heading', { level: 2 }).filter((heading) => heading.textContent?.startsWith('Post number'));

describe('/voa/blog/posts', () => {
  it('shows a loading state, then the published posts newest first, never the unpublished ones', async () => {
    await seedDocs({
      ...many('posts', 3, postDoc, (i) => `post-${i}`),
      'posts/post-99': postDoc(99, { status: 'submitted', published: null }),
    });
    renderApp('/voa/blog/posts');
    expect(await screen.findByText('Loading posts…')).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(postHeadings().map((h) => h.textContent)).toEqual(['Post number 3', 'Post number 2', 'Post number 1']),
    );
    expect(screen.queryByText('Post number 99')).toBeNull();
    expect(screen.getByRole('link', { name: 'Post number 3' })).toHaveAttribute('href', '/voa/blog/posts/post-3');
  });

  it('links each card’s byline to the writer’s member page at its slug', async () => {
    await seedDocs({
      'members/v': { ...memberCard('Ama Serwaa', 'voice'), slug: 'ama-serwaa' },
      'posts/post-1': postDoc(1, { authorUid: 'v', author: { displayName: 'Ama Serwaa', type: 'voice' } }),
    });
    renderApp('/voa/blog/posts');
    const card = (await screen.findByRole('heading', { level: 2, name: 'Post number 1' })).closest('article');
    await waitFor(() =>
      expect(within(card as HTMLElement).getByRole('link', { name: 'Ama Serwaa' })).toHaveAttribute(
        'href',
        '/voa/members/ama-serwaa',
      ),
    );
    expect(card).toHaveTextContent(/By Ama Serwaa · /);
  });

  it('says so when nothing is published', async () => {
    await seedDocs({ 'posts/post-1': postDoc(1, { status: 'submitted', published: null }) });
    renderApp('/voa/blog/posts');
    expect(await screen.findByText('No posts have been published yet.')).toBeInTheDocument();
  });

  it('shows a clear error with Retry when the query fails, and recovers', async () => {
    await seedDocs(many('posts', 2, postDoc, (i) => `post-${i}`));
    await denyAll();
    renderApp('/voa/blog/posts');
    await expectErrorThenRetry('The posts could not be loaded.', () =>
      waitFor(() => expect(postHeadings()).toHaveLength(2)),
    );
  });

  it('pages with a cursor: ten at a time until the last', async () => {
    await seedDocs(many('posts', 23, postDoc, (i) => `post-${i}`));
    const user = userEvent.setup();
    renderApp('/voa/blog/posts');
    await waitFor(() => expect(postHeadings()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(postHeadings()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(postHeadings()).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(postHeadings().at(-1)).toHaveTextContent('Post number 1');
  });

  it('narrows to a tag from ?tag=', async () => {
    await seedDocs(many('posts', 4, postDoc, (i) => `post-${i}`));
    renderApp('/voa/blog/posts?tag=even');
    expect(await screen.findByRole('heading', { level: 1, name: 'Posts tagged “even”' })).toBeInTheDocument();
    await waitFor(() => expect(postHeadings().map((h) => h.textContent)).toEqual(['Post number 4', 'Post number 2']));
    const card = screen.getByRole('heading', { name: 'Post number 4' }).closest('article');
    expect(within(card as HTMLElement).getByRole('link', { name: 'even' })).toHaveAttribute(
      'href',
      '/voa/blog/posts?tag=even',
    );
  });
});

describe('/voa/blog/posts: search', () => {
  const searchBox = () => screen.getByRole('searchbox', { name: 'Search the posts' });

  it('finds posts by a word of the title, accents folded, and puts the search in the address', async () => {
    await seedDocs({
      ...many('posts', 3, postDoc, (i) => `post-${i}`),
      'posts/itan': postDoc(10, { title: 'Ìtàn àwọn Yorùbá', tags: ['language'] }),
      'posts/draft': postDoc(11, { title: 'Yorùbá drafts', status: 'submitted', published: null }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/voa/blog/posts');
    await waitFor(() => expect(postHeadings()).toHaveLength(3));

    await user.type(searchBox(), 'YORUBA{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Posts matching “YORUBA”' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ìtàn àwọn Yorùbá' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=YORUBA');
    expect(postHeadings()).toEqual([]);
    expect(screen.queryByText('Yorùbá drafts')).toBeNull();
    // What was typed stays in the box.
    expect(searchBox()).toHaveValue('YORUBA');
  });

  it('finds a post by a word of its body as one types, without Enter, the query in the address', async () => {
    await seedDocs({
      ...many('posts', 3, postDoc, (i) => `post-${i}`),
      'posts/market': postDoc(10, { title: 'The market women', body: 'My *grandmother* sold cloth in Onitsha.' }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/voa/blog/posts');
    await waitFor(() => expect(postHeadings()).toHaveLength(3));

    await user.type(searchBox(), 'grandm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Posts matching “grandm”' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'The market women' })).toBeInTheDocument();
    expect(postHeadings()).toEqual([]);
    expect(router.state.location.search).toBe('?q=grandm');
    await user.type(searchBox(), 'other');
    expect(await screen.findByRole('heading', { level: 1, name: 'Posts matching “grandmother”' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'The market women' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=grandmother');
  });

  it('finds by a tag’s word, and needs every word of the search (posts holding only some are left out)', async () => {
    await seedDocs({
      'posts/a': postDoc(1, { title: 'The market women of Onitsha', tags: ['memory'] }),
      'posts/b': postDoc(2, { title: 'The women who sang', tags: ['poetry'] }),
      'posts/c': postDoc(3, { title: 'Market day', tags: ['fiction'] }),
    });
    renderApp('/voa/blog/posts?q=women%20market');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toContain(
        'The market women of Onitsha',
      ),
    );
    expect(screen.queryByText('The women who sang')).toBeNull();
    expect(screen.queryByText('Market day')).toBeNull();

    await renderAgain('/voa/blog/posts?q=poetry');
    expect(await screen.findByRole('heading', { level: 2, name: 'The women who sang' })).toBeInTheDocument();
  });

  it('finds posts by the beginnings of their words; a word under 3 letters only whole', async () => {
    await seedDocs({
      'posts/a': postDoc(1, { title: 'Reading Chimamanda Ngozi Adichie', tags: ['internationalism'] }),
      'posts/b': postDoc(2, { title: 'The chimney of the bakery', tags: ['memory'] }),
      'posts/c': postDoc(3, { title: 'Ch is a sound', tags: ['language'] }),
    });
    const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    renderApp('/voa/blog/posts?q=chimam');
    expect(await screen.findByRole('heading', { level: 2, name: 'Reading Chimamanda Ngozi Adichie' })).toBeVisible();
    expect(titles()).not.toContain('The chimney of the bakery');

    // Every word by its beginning: the longest leads the query, the client checks "chi" by its beginning.
    await renderAgain('/voa/blog/posts?q=chi%20adich');
    expect(await screen.findByRole('heading', { level: 2, name: 'Reading Chimamanda Ngozi Adichie' })).toBeVisible();
    expect(titles()).not.toContain('The chimney of the bakery');
    await renderAgain('/voa/blog/posts?q=adich%20bak');
    expect(await screen.findByText(/No posts match “adich bak”\./)).toBeInTheDocument();

    // Longer than the stored beginnings (10 letters): queried by its start, checked whole.
    await renderAgain('/voa/blog/posts?q=internationali');
    expect(await screen.findByRole('heading', { level: 2, name: 'Reading Chimamanda Ngozi Adichie' })).toBeVisible();
    await renderAgain('/voa/blog/posts?q=internationale');
    expect(await screen.findByText(/No posts match “internationale”\./)).toBeInTheDocument();

    await renderAgain('/voa/blog/posts?q=ch');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ch is a sound' })).toBeVisible();
    expect(titles()).not.toContain('The chimney of the bakery');
  });

  it('pages through matches ten at a time, the other words checked across the batches it reads', async () => {
    // Every post holds "number" (the longest word, the one queried); the odd ones also "odd" (a tag).
    await seedDocs(many('posts', 30, postDoc, (i) => `post-${i}`));
    const user = userEvent.setup();
    renderApp('/voa/blog/posts?q=odd%20number');
    await waitFor(() => expect(postHeadings()).toHaveLength(10));
    expect(postHeadings()[0]).toHaveTextContent('Post number 29');
    expect(postHeadings().at(-1)).toHaveTextContent('Post number 11');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(postHeadings()).toHaveLength(15));
    expect(postHeadings().map((h) => Number(h.textContent?.split(' ').at(-1)) % 2)).toEqual(Array(15).fill(1));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('narrows a search to the tag of ?tag=, keeping the tag when searching', async () => {
    await seedDocs(many('posts', 4, postDoc, (i) => `post-${i}`));
    const user = userEvent.setup();
    const { router } = renderApp('/voa/blog/posts?tag=even');
    await waitFor(() => expect(postHeadings()).toHaveLength(2));
    await user.type(searchBox(), 'number');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Posts tagged “even” matching “number”' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(postHeadings().map((h) => h.textContent)).toEqual(['Post number 4', 'Post number 2']));
    expect(new URLSearchParams(router.state.location.search).get('tag')).toBe('even');
  });

  it('says clearly when nothing matches, with a way back to all posts', async () => {
    await seedDocs(many('posts', 2, postDoc, (i) => `post-${i}`));
    const user = userEvent.setup();
    const { router } = renderApp('/voa/blog/posts?q=zebra');
    expect(await screen.findByText(/No posts match “zebra”\./)).toBeInTheDocument();
    expect(searchBox()).toHaveValue('zebra');
    await user.click(screen.getByRole('link', { name: 'Show all posts' }));
    await waitFor(() => expect(postHeadings()).toHaveLength(2));
    expect(router.state.location.search).toBe('');
    expect(searchBox()).toHaveValue('');
  });

  it('finds nothing for a search with no word in it, and clears the search when the box is emptied', async () => {
    await seedDocs(many('posts', 2, postDoc, (i) => `post-${i}`));
    const user = userEvent.setup();
    const { router } = renderApp('/voa/blog/posts?q=%3F!');
    expect(await screen.findByText(/No posts match “\?!”\./)).toBeInTheDocument();
    await user.clear(searchBox());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(postHeadings()).toHaveLength(2));
    expect(router.state.location.search).toBe('');
  });

  it('announces the search while it runs, then the results', async () => {
    await seedDocs({ 'posts/itan': postDoc(10, { title: 'Ìtàn àwọn Yorùbá' }) });
    renderApp('/voa/blog/posts?q=itan');
    expect(await screen.findByText('Searching the posts…')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ìtàn àwọn Yorùbá' })).toBeInTheDocument();
  });

  it('shows a clear error with Retry when the search fails, keeps the words, and recovers', async () => {
    await seedDocs({ 'posts/itan': postDoc(10, { title: 'Ìtàn àwọn Yorùbá' }) });
    await denyAll();
    renderApp('/voa/blog/posts?q=yoruba');
    await expectErrorThenRetry('The search could not be completed.', () =>
      screen.findByRole('heading', { level: 2, name: 'Ìtàn àwọn Yorùbá' }),
    );
    expect(searchBox()).toHaveValue('yoruba');
  });
});

/** Unmounts what is on screen and renders the app afresh at `path`. */
async function renderAgain(path: string) {
  cleanup();
  renderApp(path);
  await Promise.resolve();
}
