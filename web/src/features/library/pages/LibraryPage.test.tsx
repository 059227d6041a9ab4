import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { libraryDoc, many } from '@/test/fixtures/community';
import { denyAll, expectErrorThenRetry } from '@/test/list-states';
import { loadProjectRules, seedDocs } from '@/test/emulators';
import { renderApp, startSignedOut } from '@/test/render-app';

beforeEach(startSignedOut);
afterEach(() => loadProjectRules());

const cards = () => screen.queryAllByRole('heading', { level: 2 }).filter((h) => h.textContent?.startsWith('Book '));

describe('/voa/library', () => {
  it('shows loading, then every item with the count', async () => {
    await seedDocs(many('libraryItems', 5, libraryDoc));
    renderApp('/voa/library');
    expect(await screen.findByText('Loading the library…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(screen.getByText('5 of 5 items')).toBeInTheDocument();
  });

  it('shows a cover with its alt text, and a cover of an older item without one as decoration', async () => {
    const cover = (n: number) => `/media/library-cover/AbCdEfGhIjKlMnOpQr0${n}_600x900_c0a080`;
    await seedDocs({
      'libraryItems/a': libraryDoc(1, { coverUrl: cover(1), coverAlt: 'A black bird on a yellow ground' }),
      'libraryItems/b': libraryDoc(2, { coverUrl: cover(2) }),
    });
    renderApp('/voa/library');
    await waitFor(() => expect(cards()).toHaveLength(2));
    const coverOf = (title: string) =>
      screen.getByRole('heading', { name: title }).closest('article')?.querySelector('img');
    expect(coverOf('Book 0001')).toBe(screen.getByRole('img', { name: 'A black bird on a yellow ground' }));
    expect(coverOf('Book 0002')).toHaveAttribute('alt', '');
    // The first card's cover is on the first screen: fetched at once and first; the rest as laid out.
    expect(coverOf('Book 0001')).toHaveAttribute('loading', 'eager');
    expect(coverOf('Book 0001')).toHaveAttribute('fetchpriority', 'high');
    expect(coverOf('Book 0002')).toHaveAttribute('loading', 'lazy');
  });

  it('says so when the library is empty', async () => {
    renderApp('/voa/library');
    expect(await screen.findByText('The library is empty for now.')).toBeInTheDocument();
  });

  it('shows a clear error with Retry, and recovers', async () => {
    await seedDocs(many('libraryItems', 2, libraryDoc));
    await denyAll();
    renderApp('/voa/library');
    await expectErrorThenRetry('The library could not be loaded.', () =>
      waitFor(() => expect(cards()).toHaveLength(2)),
    );
  });

  it('searches title, author and description by the beginnings of words as one types, the query in the address, and filters by category', async () => {
    await seedDocs({
      'libraryItems/a': libraryDoc(1, {
        title: 'Things Fall Apart',
        author: 'Chinua Achebe',
        description: 'Okonkwo of Umuofia.',
        category: 'fiction',
      }),
      'libraryItems/b': libraryDoc(2, { title: 'Petals of Blood', author: 'Ngũgĩ wa Thiong’o', category: 'fiction' }),
      'libraryItems/c': libraryDoc(3, { title: 'Gifts', author: 'Ngugi Essays', category: 'essays' }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/voa/library');
    await screen.findByRole('heading', { name: 'Things Fall Apart' });
    const search = screen.getByRole('searchbox', { name: 'Search by title, author or description' });
    await user.type(search, 'NGUG');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Things Fall Apart' })).toBeNull());
    expect(router.state.location.search).toBe('?q=NGUG');
    expect(screen.getByRole('heading', { name: 'Petals of Blood' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gifts' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'essays');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Petals of Blood' })).toBeNull());
    expect(screen.getByText('1 of 3 items')).toBeInTheDocument();
    await user.type(search, 'zzz');
    expect(await screen.findByText('Nothing matches your search. Try another word or category.')).toBeInTheDocument();

    // A word of the description; a word must begin a word ("muofia" is inside Umuofia).
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '');
    await user.clear(search);
    await user.type(search, 'umuof');
    expect(await screen.findByRole('heading', { name: 'Things Fall Apart' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Gifts' })).toBeNull();
    await user.clear(search);
    await user.type(search, 'muofia');
    expect(await screen.findByText('Nothing matches your search. Try another word or category.')).toBeInTheDocument();
  });

  it('draws 24 matches at a time from a large catalogue', async () => {
    await seedDocs(many('libraryItems', 60, libraryDoc));
    const user = userEvent.setup();
    renderApp('/voa/library');
    // The first 24 come first; the rest of the catalogue streams in after them.
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(await screen.findByText('60 of 60 items')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show 24 more' }));
    await waitFor(() => expect(cards()).toHaveLength(48));
    await user.click(screen.getByRole('button', { name: 'Show 12 more' }));
    await waitFor(() => expect(cards()).toHaveLength(60));
  });
});
