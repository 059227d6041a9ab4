import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
      (await screen.findByRole('link', { name: `Open photo: ${name}` })).querySelector('img');
    expect(await imageIn('Reader 1 at the lectern')).toHaveAttribute('loading', 'eager');
    expect(await imageIn('Reader 2 at the lectern')).toHaveAttribute('loading', 'lazy');
    expect(await imageIn('Reader 3 at the lectern')).toHaveAttribute('loading', 'lazy');
  });

  it('makes each thumbnail a link to its photo’s own page, which a click with Ctrl leaves to the browser', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
    }));
    const user = userEvent.setup();
    const { router } = renderApp('/voa/photos/festival');
    const first = await screen.findByRole('link', { name: 'Open photo: Reader 1 at the lectern' });
    expect(first).toHaveAttribute('href', '/voa/photos/festival/a');
    // Once the page's code runs, a plain click opens a dialog over the page, and says so.
    expect(first).toHaveAttribute('aria-haspopup', 'dialog');
    await user.keyboard('{Control>}');
    await user.click(first);
    await user.keyboard('{/Control}');
    // The lightbox opens one photo at a time: had the Ctrl click opened the first, this would show it.
    await user.click(screen.getByRole('link', { name: 'Open photo: Reader 2 at the lectern' }));
    expect(await screen.findByRole('dialog', { name: 'Photo 2 of 3' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/voa/photos/festival');
  });

  it('opens a photo in the lightbox with its caption and place; arrows move, Tab stays inside, Escape closes and focus returns', async () => {
    // PhotoSwipe asks whether to animate; jsdom has no matchMedia. As a reader who asked for less motion.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
    }));
    const user = userEvent.setup();
    renderApp('/voa/photos/festival');
    expect(
      await screen.findByText(
        'Select a photo to see it full screen. There, swipe, use the arrow keys or the arrow buttons to move between photos; pinch or double-tap to zoom; swipe down, press Escape or select Close to come back.',
      ),
    ).toBeInTheDocument();
    const second = await screen.findByRole('link', { name: 'Open photo: Reader 2 at the lectern' });
    second.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Photo 2 of 3' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The photo, its alt text and file, and the counter: lightbox-slides.test.ts, and in a real
    // browser tests/e2e/photo-lightbox.test.ts (jsdom lays nothing out, so PhotoSwipe waits for a
    // width, and writes the counter with innerText, which jsdom lacks).
    expect(within(dialog).getByText('Caption 2')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Photo 3 of 3' })).toBeInTheDocument();
    expect(within(dialog).getByText('Caption 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Photo 1 of 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'Photo 3 of 3' })).toBeInTheDocument();

    // Tab goes round the controls shown (jsdom lays nothing out: the zoom button counts as hidden
    // only by its class, as PhotoSwipe hides it while the photo fits).
    const controls = within(dialog).getAllByRole('button');
    const first = controls.find((control) => !control.matches('.pswp__button--zoom'));
    const last = controls.at(-1);
    last?.focus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Open photo: Reader 3 at the lectern' })).toHaveFocus(),
    );
  });

  it('treats an unpublished album as not found', async () => {
    await seedDocs({ 'albums/secret': albumDoc(2, { published: false }), 'albums/secret/photos/a': photoDoc(1) });
    renderApp('/voa/photos/secret');
    expect(await screen.findByText('This album does not exist or is not published.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open photo/ })).toBeNull();
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
