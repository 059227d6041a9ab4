import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bannedBookDoc, libraryDoc, many, postDoc } from '@/test/fixtures/community';
import { card } from '@/test/fixtures/directory';
import { insightDocument, seedDocs } from '@/test/emulators';
import { renderApp, startSignedOut } from '@/test/render-app';
import { insightSearchWords } from '@/lib/model';

beforeEach(startSignedOut);

const at = new Date('2026-11-01T09:00:00Z');
const news = (title: string, body: string, fields: Record<string, unknown> = {}) => {
  const item = insightDocument(at, { kind: 'news', title, body, ...fields });
  return { ...item, searchWords: insightSearchWords(item) };
};

/** A kind's section on the page, by its heading's start ("Posts (2)"). */
const kindSection = (name: string) => {
  const heading = screen.getByRole('heading', { level: 2, name: new RegExp(`^${name} \\(`) });
  return heading.closest('section') as HTMLElement;
};
const linksIn = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('/search', () => {
  it('finds posts by a word of their body, and the library, banned books, news and members, grouped by kind with counts', async () => {
    await seedDocs({
      ...many('posts', 3, postDoc, (i) => `post-${i}`),
      'posts/post-10': postDoc(10, { title: 'The market women', body: 'My grandmother sold cloth.' }),
      'posts/post-11': postDoc(11, { title: 'The language of your mother', body: 'Igbo, my grandmother’s language.' }),
      'posts/post-12': postDoc(12, { title: 'A draft', body: 'My grandmother.', status: 'draft', published: null }),
      'libraryItems/l1': libraryDoc(1, { title: 'Grandmother’s stories', author: 'Ama Ata Aidoo' }),
      'libraryItems/l2': libraryDoc(2, { title: 'Things Fall Apart' }),
      'bannedBooks/b1': bannedBookDoc(1, { title: 'Grandmothers of the river', author: 'Nadine Gordimer' }),
      'insights/n1': news('Reading with grandmothers', 'Every Saturday.'),
      'insights/n2': news('Not news', 'A grandmother.', { kind: 'press' }),
      'insights/n3': news('Unpublished', 'A grandmother.', { published: false }),
      'members/m1': { ...card('Grandma Moses Okafor', 'auntie'), slug: 'grandma-moses-okafor' },
    });
    renderApp('/search?q=grandm');

    expect(await screen.findByRole('heading', { level: 1, name: 'Search: “grandm”' })).toBeInTheDocument();
    expect(await screen.findByText('6 results for “grandm”.')).toHaveAttribute('role', 'status');
    expect(linksIn(kindSection('Posts'))).toEqual(['The language of your mother', 'The market women']);
    expect(screen.getByRole('heading', { name: 'Posts (2)' })).toBeInTheDocument();
    expect(within(kindSection('Posts')).getByRole('link', { name: 'The market women' })).toHaveAttribute(
      'href',
      '/voa/blog/posts/post-10',
    );
    expect(linksIn(kindSection('Library'))).toEqual(['Grandmother’s stories']);
    expect(within(kindSection('Library')).getByRole('link')).toHaveAttribute('href', '/voa/library/l1');
    expect(linksIn(kindSection('Banned books'))).toEqual(['Grandmothers of the river']);
    // Published news only: not the press item, not the unpublished one.
    expect(linksIn(kindSection('News'))).toEqual(['Reading with grandmothers']);
    expect(within(kindSection('News')).getByRole('link')).toHaveAttribute('href', '/insights/news/n1');
    expect(linksIn(kindSection('Members'))).toEqual(['Grandma Moses Okafor']);
    expect(within(kindSection('Members')).getByRole('link')).toHaveAttribute(
      'href',
      '/voa/members/grandma-moses-okafor',
    );
    expect(within(kindSection('Members')).getByText('Auntie')).toBeInTheDocument();
  });

  it('says what matched nothing, kind by kind', async () => {
    await seedDocs({ 'members/m1': card('Abena Owusu', 'voice') });
    renderApp('/search?q=abena');
    expect(await screen.findByText('1 result for “abena”.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Posts (0)' })).toBeInTheDocument();
    expect(screen.getByText('No post matches.')).toBeInTheDocument();
    expect(screen.getByText('No news item matches.')).toBeInTheDocument();
    expect(linksIn(kindSection('Members'))).toEqual(['Abena Owusu']);
  });

  it('shows the first 5 of a kind and links to the list’s own search for the rest', async () => {
    await seedDocs(
      many(
        'posts',
        7,
        (n) => postDoc(n, { body: 'About Lagos.' }),
        (i) => `post-${i}`,
      ),
    );
    renderApp('/search?q=lagos');
    expect(await screen.findByRole('heading', { name: 'Posts (first 5)' })).toBeInTheDocument();
    expect(linksIn(kindSection('Posts'))).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Every post matching “lagos”' })).toHaveAttribute(
      'href',
      '/voa/blog/posts?q=lagos',
    );
  });

  it('searches as one types, the query in the address, and searches again when it changes', async () => {
    await seedDocs({
      'members/m1': card('Abena Owusu', 'voice'),
      'members/m2': card('Kofi Mensah', 'peer'),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search the community' }), 'kofi');
    await waitFor(() => expect(router.state.location.search).toBe('?q=kofi'));
    await waitFor(() => expect(linksIn(kindSection('Members'))).toEqual(['Kofi Mensah']));

    await user.clear(screen.getByRole('searchbox', { name: 'Search the community' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the community' }), 'abena');
    await waitFor(() => expect(linksIn(kindSection('Members'))).toEqual(['Abena Owusu']));
    expect(router.state.location.search).toBe('?q=abena');

    // An address of its own (a link, Back) shows its search in the box.
    await act(() => router.navigate('/search?q=kofi'));
    await waitFor(() => expect(linksIn(kindSection('Members'))).toEqual(['Kofi Mensah']));
    expect(screen.getByRole('searchbox', { name: 'Search the community' })).toHaveValue('kofi');
  });
});
