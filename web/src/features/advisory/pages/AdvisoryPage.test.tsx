import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadProjectRules, memberCardDocument, seedDocs } from '@/test/emulators';
import { renderApp, startSignedOut } from '@/test/render-app';
import { advisoryDoc } from '@/test/fixtures/community';
import { denyAll, expectErrorThenRetry } from '@/test/list-states';

beforeEach(startSignedOut);
afterEach(() => loadProjectRules());

const names = () => screen.queryAllByRole('heading', { level: 2 }).filter((h) => h.textContent?.startsWith('Advisor '));

describe('/voa/advisory', () => {
  it('shows loading, then the board in its order', async () => {
    await seedDocs({ 'advisoryMembers/b': advisoryDoc(2), 'advisoryMembers/a': advisoryDoc(1) });
    renderApp('/voa/advisory');
    expect(await screen.findByText('Loading the advisory board…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(names().map((h) => h.textContent)).toEqual(['Advisor 1', 'Advisor 2']));
  });

  it('links each member to their card in the directory, to their own site, to both, or to nothing', async () => {
    await seedDocs({
      'advisoryMembers/a': advisoryDoc(1, { name: 'Efua Asante', memberUid: 'demo-admin' }),
      'advisoryMembers/b': advisoryDoc(2, { name: 'Amina Diallo', website: 'https://amina-diallo.example.org' }),
      'advisoryMembers/c': advisoryDoc(3, {
        name: 'Wanjiru Kamau',
        memberUid: 'demo-auntie',
        website: 'https://wanjiru.example.org/stories',
      }),
      'advisoryMembers/d': advisoryDoc(4, { name: 'Samuel Otieno' }),
    });
    renderApp('/voa/advisory');
    const card = async (name: string) =>
      (await screen.findByRole('heading', { level: 2, name })).closest('article') as HTMLElement;
    const linksOf = async (name: string) =>
      within(await card(name))
        .queryAllByRole('link')
        .map((link) => [link.getAttribute('aria-label') ?? link.textContent, link.getAttribute('href')]);

    expect(await linksOf('Efua Asante')).toEqual([['Efua Asante’s community profile', '/voa/members/demo-admin']]);
    expect(await linksOf('Amina Diallo')).toEqual([['Amina Diallo’s website', 'https://amina-diallo.example.org']]);
    expect(await linksOf('Wanjiru Kamau')).toEqual([
      ['Wanjiru Kamau’s community profile', '/voa/members/demo-auntie'],
      ['Wanjiru Kamau’s website', 'https://wanjiru.example.org/stories'],
    ]);
    expect(await linksOf('Samuel Otieno')).toEqual([]);
    // What the card shows is the start of what a screen reader says (WCAG 2.5.3, label in name).
    const [profile] = within(await card('Efua Asante')).getAllByRole('link');
    expect(profile).toHaveTextContent(/^Community profile$/);
    expect(profile).toHaveAccessibleName('Efua Asante’s community profile');
  });

  it('opens the member’s card in the directory from the board, in the app', async () => {
    await seedDocs({
      'advisoryMembers/a': advisoryDoc(1, { name: 'Efua Asante', memberUid: 'demo-admin' }),
      'members/demo-admin': memberCardDocument(new Date('2026-01-01T12:00:00Z'), {
        displayName: 'Efua Asante',
        type: 'auntie',
        country: 'Ghana',
      }),
    });
    const user = userEvent.setup();
    renderApp('/voa/advisory');
    await user.click(await screen.findByRole('link', { name: 'Efua Asante’s community profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Efua Asante' })).toBeInTheDocument();
    expect(screen.getByText('From Ghana')).toBeInTheDocument();
  });

  it('says so when the board is empty', async () => {
    renderApp('/voa/advisory');
    expect(await screen.findByText('The advisory board has not been announced yet.')).toBeInTheDocument();
  });

  it('shows a clear error with Retry, and recovers', async () => {
    await seedDocs({ 'advisoryMembers/a': advisoryDoc(1) });
    await denyAll();
    renderApp('/voa/advisory');
    await expectErrorThenRetry('The advisory board could not be loaded.', () =>
      waitFor(() => expect(names()).toHaveLength(1)),
    );
  });
});

describe('/voa/advisory: search by name', () => {
  const board = {
    'advisoryMembers/a': advisoryDoc(1, { name: 'Efua Asante' }),
    'advisoryMembers/b': advisoryDoc(2, { name: 'Amina Diallo' }),
    'advisoryMembers/c': advisoryDoc(3, { name: 'Adébáyọ̀ Ọlábísí' }),
  };
  // The cards' names (the footer has level-2 headings too).
  const shown = () =>
    within(screen.getByRole('main'))
      .queryAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);

  it('narrows the board as the visitor types, ignoring case and accents', async () => {
    await seedDocs(board);
    const user = userEvent.setup();
    renderApp('/voa/advisory');
    await waitFor(() => expect(shown()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'ADEBAYO');
    await waitFor(() => expect(shown()).toEqual(['Adébáyọ̀ Ọlábísí']));
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'a');
    await waitFor(() => expect(shown()).toEqual(['Efua Asante', 'Amina Diallo', 'Adébáyọ̀ Ọlábísí']));
  });

  it('says clearly when no name matches, keeps the words, and shows the whole board again on request', async () => {
    await seedDocs(board);
    const user = userEvent.setup();
    renderApp('/voa/advisory');
    await waitFor(() => expect(shown()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'Mandela');
    expect(await screen.findByText(/No member of the board has “Mandela” in their name\./)).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('Mandela');
    await user.click(screen.getByRole('button', { name: 'Show the whole board' }));
    await waitFor(() => expect(shown()).toHaveLength(3));
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
