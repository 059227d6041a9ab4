import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listDocs, loadProjectRules, readDoc, seedDocs } from '@/test/emulators';
import { renderApp, signInAsMember, startSignedOut } from '@/test/render-app';
import { formatDateTime } from '@/i18n/format';
import { LIMITS } from '@/lib/model';
import { bannedBookDoc, many } from '@/test/fixtures/community';
import { denyAll, expectErrorThenRetry } from '@/test/list-states';

beforeEach(startSignedOut);
afterEach(() => loadProjectRules());

const entries = () =>
  screen.queryAllByRole('heading', { level: 2 }).filter((h) => h.textContent?.startsWith('Banned book'));

describe('/voa/library/bannedbooks', () => {
  it('shows loading, then approved entries by year of the ban, never proposals', async () => {
    await seedDocs({
      'bannedBooks/a': bannedBookDoc(1, { year: 1977 }),
      'bannedBooks/b': bannedBookDoc(2, { year: 1986 }),
      'bannedBooks/c': bannedBookDoc(3, { status: 'proposed' }),
    });
    renderApp('/voa/library/bannedbooks');
    expect(await screen.findByText('Loading banned books…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(entries().map((h) => h.textContent)).toEqual(['Banned book 2', 'Banned book 1']));
    expect(screen.getByText('Author 2 · banned in Kenya, 1986')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Source 1 (example.com)' })[0]).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('says so when nothing is approved', async () => {
    await seedDocs({ 'bannedBooks/c': bannedBookDoc(3, { status: 'proposed' }) });
    renderApp('/voa/library/bannedbooks');
    expect(await screen.findByText('No banned book has been listed yet.')).toBeInTheDocument();
  });

  it('shows a clear error with Retry, and recovers', async () => {
    await seedDocs({ 'bannedBooks/a': bannedBookDoc(1) });
    await denyAll();
    renderApp('/voa/library/bannedbooks');
    await expectErrorThenRetry('The banned books could not be loaded.', () =>
      waitFor(() => expect(entries()).toHaveLength(1)),
    );
  });

  it('pages twelve at a time', async () => {
    await seedDocs(many('bannedBooks', 14, bannedBookDoc));
    const user = userEvent.setup();
    renderApp('/voa/library/bannedbooks');
    await waitFor(() => expect(entries()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(entries()).toHaveLength(14));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('lets an active member propose an entry, validating it first and keeping the input', async () => {
    const uid = await signInAsMember('peer@example.com', { status: 'active', type: 'peer' });
    const user = userEvent.setup();
    renderApp('/voa/library/bannedbooks');
    await user.click(await screen.findByRole('button', { name: 'Propose a book' }));
    // The form's code loads on this click (visitors never download it).
    await user.type(await screen.findByLabelText('Title'), 'Petals of Blood');
    await user.type(screen.getByLabelText('Year of the ban'), 'nineteen');
    await user.type(screen.getByLabelText('Sources'), 'http://insecure.example');
    await user.click(screen.getByRole('button', { name: 'Send the proposal' }));
    expect(await screen.findByText('Enter the author’s name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a year, e.g. 1977.')).toBeInTheDocument();
    expect(screen.getByText('Each source must be an https:// address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Petals of Blood');

    await user.type(screen.getByLabelText('Author'), 'Ngũgĩ wa Thiong’o');
    await user.type(screen.getByLabelText('Where it was banned (country or region)'), 'Kenya');
    await user.clear(screen.getByLabelText('Year of the ban'));
    await user.type(screen.getByLabelText('Year of the ban'), '1977');
    await user.type(screen.getByLabelText('Why it was banned'), 'Its critique led to the author’s detention.');
    await user.clear(screen.getByLabelText('Sources'));
    await user.type(screen.getByLabelText('Sources'), 'https://example.com/ngugi');
    await user.click(screen.getByRole('button', { name: 'Send the proposal' }));
    expect(await screen.findByText('Thank you. Your proposal was sent to the editors.')).toBeInTheDocument();
    await waitFor(async () => {
      const proposals = await listDocs('bannedBooks');
      expect(proposals).toHaveLength(1);
      expect(proposals[0]).toMatchObject({
        title: 'Petals of Blood',
        status: 'proposed',
        proposedBy: uid,
        year: 1977,
      });
    });
    const [proposal] = await listDocs('bannedBooks');
    expect((await readDoc(`rateLimits/${uid}`))?.proposal).toMatchObject({
      count: 1,
      target: `bannedBooks/${proposal?.id}`,
    });
  });

  it('says how many proposals a member may send, and once the day’s are used, when they may send again', async () => {
    const uid = await signInAsMember('peer@example.com', { status: 'active', type: 'peer' });
    const { max, windowMinutes } = LIMITS.rate.proposal;
    const windowStart = new Date(Date.now() - 2 * 60 * 60_000);
    await seedDocs({
      [`rateLimits/${uid}`]: {
        proposal: { windowStart, count: max, last: windowStart, target: 'bannedBooks/earlier' },
      },
    });
    const user = userEvent.setup();
    renderApp('/voa/library/bannedbooks');
    await user.click(await screen.findByRole('button', { name: 'Propose a book' }));
    expect(
      await screen.findByText(new RegExp(`Each member may send up to ${max} proposals a day\\.`)),
    ).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Title'), 'Petals of Blood');
    await user.type(screen.getByLabelText('Author'), 'Ngũgĩ wa Thiong’o');
    await user.type(screen.getByLabelText('Where it was banned (country or region)'), 'Kenya');
    await user.type(screen.getByLabelText('Year of the ban'), '1977');
    await user.type(screen.getByLabelText('Why it was banned'), 'Its critique led to the author’s detention.');
    await user.type(screen.getByLabelText('Sources'), 'https://example.com/ngugi');
    await user.click(screen.getByRole('button', { name: 'Send the proposal' }));

    const retryAt = formatDateTime(new Date(windowStart.getTime() + windowMinutes * 60_000));
    expect(
      await screen.findByText(
        `You have sent ${max} proposals within the day, the most a member may. Your proposal is still here: you can send it from ${retryAt}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Petals of Blood');
    expect(await listDocs('bannedBooks')).toHaveLength(0);
  });
});

describe('/voa/library/bannedbooks: search', () => {
  const searchBox = () => screen.getByRole('searchbox', { name: 'Search by title or author' });
  /** The entries' titles (the page's own headings: the footer has level-2 headings too). */
  const cards = () => within(screen.getByRole('main')).queryAllByRole('article');
  const titles = () => cards().map((card) => within(card).getByRole('heading').textContent);

  async function seedShelf() {
    await seedDocs({
      'bannedBooks/a': bannedBookDoc(1, { title: 'Matigari', author: 'Ngũgĩ wa Thiong’o', year: 1987 }),
      'bannedBooks/b': bannedBookDoc(2, { title: 'Petals of Blood', author: 'Ngũgĩ wa Thiong’o', year: 1977 }),
      'bannedBooks/c': bannedBookDoc(3, { title: 'Burger’s Daughter', author: 'Nadine Gordimer', year: 1979 }),
      'bannedBooks/d': bannedBookDoc(4, { title: 'Ngũgĩ’s proposal', status: 'proposed' }),
    });
  }

  it('finds approved entries by a word of the author, accents folded, and puts the search in the address', async () => {
    await seedShelf();
    const user = userEvent.setup();
    const { router } = renderApp('/voa/library/bannedbooks');
    await waitFor(() => expect(titles()).toHaveLength(3));
    await user.type(searchBox(), 'ngugi{Enter}');
    await waitFor(() => expect(titles()).toEqual(['Matigari', 'Petals of Blood']));
    expect(router.state.location.search).toBe('?q=ngugi');
    expect(searchBox()).toHaveValue('ngugi');
  });

  it('searches as one types, without a button, by the beginning of a word', async () => {
    await seedShelf();
    const user = userEvent.setup();
    const { router } = renderApp('/voa/library/bannedbooks');
    await waitFor(() => expect(titles()).toHaveLength(3));
    await user.type(searchBox(), 'gordi');
    await waitFor(() => expect(titles()).toEqual(['Burger’s Daughter']));
    expect(router.state.location.search).toBe('?q=gordi');
  });

  it('needs every word: a title word and an author word together', async () => {
    await seedShelf();
    renderApp('/voa/library/bannedbooks?q=blood%20thiong');
    await waitFor(() => expect(titles()).toEqual(['Petals of Blood']));
  });

  it('finds entries by the beginnings of words, accents folded', async () => {
    await seedShelf();
    const user = userEvent.setup();
    renderApp('/voa/library/bannedbooks?q=thion');
    await waitFor(() => expect(titles()).toEqual(['Matigari', 'Petals of Blood']));
    await user.clear(searchBox());
    await user.type(searchBox(), 'NGŨG pet{Enter}');
    await waitFor(() => expect(titles()).toEqual(['Petals of Blood']));
  });

  it('says clearly when nothing matches, with a way back to the whole list', async () => {
    await seedShelf();
    const user = userEvent.setup();
    renderApp('/voa/library/bannedbooks?q=achebe');
    expect(await screen.findByText(/No listed book matches “achebe”\./)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show all banned books' }));
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(searchBox()).toHaveValue('');
  });

  it('announces the search while it runs', async () => {
    await seedShelf();
    renderApp('/voa/library/bannedbooks?q=gordimer');
    expect(await screen.findByText('Searching the banned books…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(titles()).toEqual(['Burger’s Daughter']));
  });

  it('shows a clear error with Retry when the search fails, and recovers', async () => {
    await seedShelf();
    await denyAll();
    renderApp('/voa/library/bannedbooks?q=gordimer');
    await expectErrorThenRetry('The search could not be completed.', () =>
      waitFor(() => expect(titles()).toEqual(['Burger’s Daughter'])),
    );
    expect(searchBox()).toHaveValue('gordimer');
  });

  it('pages through matches twelve at a time, the other word checked across batches', async () => {
    // All 40 hold "writer" (the longest word, the one queried) and "book"; half the authors are
    // "Writer 1": the client keeps those, reading batches of 12 until a page is full.
    await seedDocs(
      many('bannedBooks', 40, (i) => bannedBookDoc(i, { title: `Banned book`, author: `Writer ${i % 2}` })),
    );
    const user = userEvent.setup();
    renderApp('/voa/library/bannedbooks?q=book%20writer%201');
    const shown = cards;
    await waitFor(() => expect(shown()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(shown()).toHaveLength(20));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
