import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadProjectRules, seedDocs } from '@/test/emulators';
import { renderApp, startSignedOut } from '@/test/render-app';
import { albumDoc, many, photoDoc } from '@/test/fixtures/community';
import { denyAll, expectErrorThenRetry } from '@/test/list-states';

beforeEach(startSignedOut);
afterEach(() => loadProjectRules());

const albums = () => screen.queryAllByRole('heading', { level: 2 }).filter((h) => h.textContent?.startsWith('Album '));

describe('/voa/photos', () => {
  it('shows loading, then published albums newest first', async () => {
    await seedDocs({ ...many('albums', 2, albumDoc), 'albums/hidden': albumDoc(9, { published: false }) });
    renderApp('/voa/photos');
    expect(await screen.findByText('Loading albums…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(albums().map((h) => h.textContent)).toEqual(['Album 2', 'Album 1']));
    expect(screen.getByRole('link', { name: 'Album 2' })).toHaveAttribute('href', '/voa/photos/albums-2');
  });

  it('says so when no album is published', async () => {
    await seedDocs({ 'albums/hidden': albumDoc(9, { published: false }) });
    renderApp('/voa/photos');
    expect(await screen.findByText('No album has been published yet.')).toBeInTheDocument();
  });

  it('shows a clear error with Retry, and recovers', async () => {
    await seedDocs(many('albums', 1, albumDoc));
    await denyAll();
    renderApp('/voa/photos');
    await expectErrorThenRetry('The albums could not be loaded.', () =>
      waitFor(() => expect(albums()).toHaveLength(1)),
    );
  });

  it('pages twelve at a time', async () => {
    await seedDocs(many('albums', 13, albumDoc));
    renderApp('/voa/photos');
    await waitFor(() => expect(albums()).toHaveLength(12));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(albums()).toHaveLength(13));
  });
});

describe('/voa/photos/:albumId', () => {
  beforeEach(() =>
    seedDocs({
      'albums/festival': albumDoc(1, { title: 'Festival' }),
      'albums/festival/photos/a': photoDoc(1),
      'albums/festival/photos/b': photoDoc(2),
      'albums/festival/photos/c': photoDoc(3),
    }),
  );

  it('loads the first photo at once, with high priority, and the others as they are laid out', async () => {
    renderApp('/voa/photos/festival');
    const imageIn = async (name: string) =>
      (await screen.findByRole('button', { name: `Open photo: ${name}` })).querySelector('img');
    expect(await imageIn('Reader 1 at the lectern')).toHaveAttribute('loading', 'eager');
    expect(await imageIn('Reader 2 at the lectern')).toHaveAttribute('loading', 'lazy');
    expect(await imageIn('Reader 3 at the lectern')).toHaveAttribute('loading', 'lazy');
  });

  it('opens a photo in a keyboard lightbox: arrows move, Tab stays inside, Escape closes and focus returns', async () => {
    const user = userEvent.setup();
    renderApp('/voa/photos/festival');
    const second = await screen.findByRole('button', { name: 'Open photo: Reader 2 at the lectern' });
    second.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Photo 2 of 3' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Reader 2 at the lectern' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Photo 3 of 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Photo 1 of 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'Photo 3 of 3' })).toBeInTheDocument();

    await user.tab(); // from Close, the last control, back to the first
    expect(screen.getByRole('button', { name: 'Previous photo' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open photo: Reader 3 at the lectern' })).toHaveFocus(),
    );
  });

  it('treats an unpublished album as not found', async () => {
    await seedDocs({ 'albums/secret': albumDoc(2, { published: false }), 'albums/secret/photos/a': photoDoc(1) });
    renderApp('/voa/photos/secret');
    expect(await screen.findByText('This album does not exist or is not published.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Open photo/ })).toBeNull();
    // Kept out of search results, under the route's own title.
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    );
    expect(document.title).toMatch(/^Photo album · Voices of Africa \| /);
  });

  it('names the album in the tab and in a shared link', async () => {
    renderApp('/voa/photos/festival');
    await waitFor(() => expect(document.title).toMatch(/^Festival · Voices of Africa \| /));
    expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toMatch(
      /\/voa\/photos\/festival$/,
    );
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
