import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postDoc, many } from '../../../test/fixtures/community';
import { denyAll, expectErrorThenRetry } from '../../../test/list-states';
import { loadProjectRules, resetEmulators, seedDocs } from '../../../test/emulators';
import { renderApp, signOutEverywhere } from '../../../test/render-app';

beforeEach(async () => {
  await signOutEverywhere();
  await resetEmulators();
});
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
