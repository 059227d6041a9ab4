import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postDoc } from '@/test/fixtures/community';
import { denyAll } from '@/test/list-states';
import { loadProjectRules, seedDocs } from '@/test/emulators';
import { renderApp, startSignedOut } from '@/test/render-app';
import { countPostTags } from '@/lib/model';

beforeEach(startSignedOut);
afterEach(() => loadProjectRules());

/**
 * Eight published posts: the six latest tagged even or odd, the two oldest "archive" too, and a
 * draft tagged "unpublished"; with stats/postTags as the indexing trigger computes it from them.
 */
async function seedPostsAndTags() {
  const posts = Object.fromEntries(
    Array.from({ length: 8 }, (_, i) => {
      const n = i + 1;
      return [`posts/post-${n}`, postDoc(n, n <= 2 ? { tags: ['archive', n % 2 === 0 ? 'even' : 'odd'] } : {})];
    }),
  );
  const draft = postDoc(9, { tags: ['unpublished'], status: 'draft', published: null });
  const tags = countPostTags(Object.values(posts).map((post) => ({ tags: post.tags as string[] })));
  await seedDocs({ ...posts, 'posts/post-9': draft, 'stats/postTags': { tags } });
}

const tagNav = () => screen.findByRole('navigation', { name: 'Browse by tag' });

describe('/voa/blog: Browse by tag', () => {
  it('lists every tag of the published posts, alphabetically, not only the six latest posts’ tags', async () => {
    await seedPostsAndTags();
    renderApp('/voa/blog');
    const nav = await tagNav();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['archive', 'even', 'odd']);
    expect(within(nav).getByRole('link', { name: 'archive' })).toHaveAttribute('href', '/voa/blog/posts?tag=archive');
    // "archive" is on none of the six latest posts shown above.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
    for (const article of screen.getAllByRole('article')) {
      expect(within(article).queryByRole('link', { name: 'archive' })).toBeNull();
    }
  });

  it('leaves out a tag no published post carries any more', async () => {
    await seedDocs({ 'posts/post-1': postDoc(1), 'stats/postTags': { tags: { odd: 1, gone: 0 } } });
    renderApp('/voa/blog');
    const nav = await tagNav();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['odd']);
  });

  it('announces the tags while they load', async () => {
    await seedPostsAndTags();
    renderApp('/voa/blog');
    expect(await screen.findByText('Loading the tags…')).toHaveAttribute('role', 'status');
    await tagNav();
  });

  it('says so when no published post has a tag yet', async () => {
    renderApp('/voa/blog');
    expect(await screen.findByText('No published post has a tag yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Browse by tag' })).toBeNull();
  });

  it('shows a clear error with Retry when the tags cannot be read, and recovers', async () => {
    await seedPostsAndTags();
    await denyAll();
    renderApp('/voa/blog');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Browse by tag' })).closest('section');
    const alert = await within(section as HTMLElement).findByRole('alert');
    expect(alert).toHaveTextContent('The tags could not be loaded.');
    await loadProjectRules();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(within(await tagNav()).getAllByRole('link')).toHaveLength(3);
  });
});
