import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { listDocs, readDoc, seedDocs } from '@/test/emulators';
import { signInAsAdmin, startSignedOut } from '@/test/render-app';
import { renderAdminSection, listEntry } from '@/test/admin-section';
import { adminSections } from '@/app/admin-area/admin-sections';
import { albumDoc, photoDoc } from '@/test/fixtures/community';
import { installXhrStandIn } from '@/test/xhr-stand-in';
import AlbumsAdmin from './AlbumsAdmin';

let consoleError: MockInstance<typeof console.error>;

beforeEach(async () => {
  consoleError = vi.spyOn(console, 'error');
  await startSignedOut();
  await signInAsAdmin();
  // An unpublished album (admins manage photos before publishing), its photos out of id order.
  await seedDocs({
    'albums/festival': albumDoc(1, { title: 'Festival', published: false, date: new Date('2026-03-14T12:00:00Z') }),
    'albums/festival/photos/a': photoDoc(1, { caption: 'Opening reading' }),
    'albums/festival/photos/c': photoDoc(2, { caption: 'Panel on translation' }),
    'albums/festival/photos/b': photoDoc(3, { caption: 'Book signing' }),
    'albums/other': albumDoc(2, { title: 'Other album' }),
    'albums/other/photos/x': photoDoc(1, { caption: 'Not in the festival' }),
  });
});

afterEach(() => {
  const missing = consoleError.mock.calls.filter(([message]) => String(message).startsWith('Missing translation'));
  expect(missing).toEqual([]);
});

const renderSection = () => renderAdminSection(AlbumsAdmin);

/** Opens the festival's photos from the album list, as an admin would. */
async function openFestivalPhotos() {
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Photos of “Festival”' }));
  await screen.findByRole('heading', { level: 4, name: 'Opening reading' });
  return user;
}

/** The photos' names as listed: the headings of level 4 but the batch's own ("Add several photos"). */
const captions = () =>
  screen
    .getAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent)
    .filter((text) => text !== 'Add several photos');

/** The festival's photos in Firestore (rules bypassed), by caption, each as its stored fields. */
async function festivalPhotos() {
  const docs = await listDocs('albums/festival/photos');
  return Object.fromEntries(docs.map(({ id: _id, ...fields }) => [String(fields.caption), fields]));
}

describe('album photos in the admin section', () => {
  it('is part of the albums section of the admin registry', async () => {
    const section = adminSections.find((entry) => entry.id === 'albums');
    expect((await section?.load())?.default).toBe(AlbumsAdmin);
  });

  it('lists an album’s photos in their order, and goes back to the albums with focus kept', async () => {
    const user = await openFestivalPhotos();
    const heading = screen.getByRole('heading', { level: 3, name: 'Photos of “Festival”' });
    expect(heading).toHaveFocus();
    expect(captions()).toEqual(['Opening reading', 'Panel on translation', 'Book signing']);
    expect(screen.getAllByText(/Credit: Sankofa Editorial/)).toHaveLength(3);
    expect(screen.queryByText('Not in the festival')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back to the albums' }));
    expect(await screen.findByRole('button', { name: 'Photos of “Festival”' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 3, name: 'Other album' })).toBeInTheDocument();
  });

  it('adds a photo at the end, with the album’s date by default, and writes exactly the rules’ fields', async () => {
    const user = await openFestivalPhotos();
    await user.click(screen.getByRole('button', { name: 'Add a photo' }));
    expect(screen.getByRole('heading', { level: 4, name: 'Add a photo' })).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-03-14');
    // A photo already on the site, by its address (the second way; uploads: ImageField.test.tsx).
    await user.click(screen.getByText('Or use an image already on this site'));
    await user.type(screen.getByLabelText('Image address'), ' /community/photos/closing.jpg ');
    await user.type(screen.getByLabelText('Alt text: the picture in words'), ' Readers leaving under paper lanterns ');
    await user.type(screen.getByLabelText('Caption (optional)'), 'Closing night');
    await user.type(screen.getByLabelText('Credit (optional)'), 'Ada Obi');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(captions()).toEqual(['Opening reading', 'Panel on translation', 'Book signing', 'Closing night']),
    );
    const added = (await festivalPhotos())['Closing night'];
    expect(added).toEqual({
      imageUrl: '/community/photos/closing.jpg',
      alt: 'Readers leaving under paper lanterns',
      caption: 'Closing night',
      credit: 'Ada Obi',
      date: '2026-03-14T12:00:00Z',
      order: 4, // one past the highest (3)
      updated: expect.any(String),
    });
  });

  it('refuses an invalid image address and a photo without alt text with messages, keeping the input', async () => {
    const user = await openFestivalPhotos();
    await user.click(screen.getByRole('button', { name: 'Add a photo' }));
    // A photo already on the site, by its address (the second way; uploads: ImageField.test.tsx).
    await user.click(screen.getByText('Or use an image already on this site'));
    await user.type(screen.getByLabelText('Image address'), 'www.example.org/photo.jpg');
    await user.type(screen.getByLabelText('Credit (optional)'), 'Ada Obi');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const address = screen.getByLabelText('Image address');
    expect(
      await screen.findByText(/^Upload an image, or give the path of one on this site, starting with \/media\//),
    ).toHaveAttribute('role', 'alert');
    const alt = screen.getByLabelText('Alt text: the picture in words');
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect(alt).toHaveAccessibleDescription(
      'Describe the picture for readers who cannot see it: it is read aloud by screen readers and shown when the image cannot load. ' +
        'Describe the image in 3 to 250 characters: readers who cannot see it rely on this text.',
    );
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(
      /The address of an image already uploaded to this site.*Upload an image, or give the path of one on this site/,
    );
    expect(address).toHaveValue('www.example.org/photo.jpg');
    expect(screen.getByLabelText('Credit (optional)')).toHaveValue('Ada Obi');
    expect(await listDocs('albums/festival/photos')).toHaveLength(3);

    // An https address is refused too, on any host (the rules and the CSP allow only this site's
    // paths); a site path is fine.
    await user.clear(address);
    await user.type(address, 'https://images.example.org/photo.jpg');
    await user.type(screen.getByLabelText('Caption (optional)'), 'Readers in the garden');
    await user.type(alt, 'Readers on benches in a green garden');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Upload an image, or give the path of one on this site/)).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, '/community/photos/garden.webp');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect((await festivalPhotos())['Readers in the garden']).toMatchObject({
      imageUrl: '/community/photos/garden.webp',
      credit: 'Ada Obi',
    });
  });

  it('edits a photo’s fields and leaves its place alone', async () => {
    const user = await openFestivalPhotos();
    await user.click(screen.getByRole('button', { name: 'Edit “Panel on translation”' }));
    expect(screen.getByRole('heading', { level: 4, name: 'Editing “Panel on translation”' })).toBeInTheDocument();
    expect(screen.getByLabelText('Image address')).toHaveValue('/community/photos/test-2.png');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-01-03');
    const caption = screen.getByLabelText('Caption (optional)');
    await user.clear(caption);
    await user.type(caption, 'Panel on translation, with questions');
    await user.clear(screen.getByLabelText('Credit (optional)'));
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-03-15');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(captions()).toEqual(['Opening reading', 'Panel on translation, with questions', 'Book signing']),
    );
    expect(await readDoc('albums/festival/photos/c')).toEqual({
      imageUrl: '/community/photos/test-2.png',
      alt: 'Reader 2 at the lectern',
      caption: 'Panel on translation, with questions',
      credit: '',
      date: '2026-03-15T12:00:00Z',
      order: 2,
      updated: expect.any(String),
    });
  });

  it('moves photos up and down, rewriting their order, with focus kept on the moved photo', async () => {
    const user = await openFestivalPhotos();
    expect(screen.queryByRole('button', { name: 'Move “Opening reading” up' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move “Book signing” down' })).toBeNull();

    const up = screen.getByRole('button', { name: 'Move “Book signing” up' });
    expect(up).toHaveTextContent('Move up');
    await user.click(up);
    expect(await screen.findByText('“Book signing” moved up.')).toBeInTheDocument();
    await waitFor(() => expect(captions()).toEqual(['Opening reading', 'Book signing', 'Panel on translation']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move “Book signing” up' })).toHaveFocus());
    const orders = async () =>
      Object.fromEntries(Object.entries(await festivalPhotos()).map(([caption, doc]) => [caption, doc.order]));
    expect(await orders()).toEqual({ 'Opening reading': 0, 'Book signing': 1, 'Panel on translation': 2 });

    // From the keyboard: the focused button again, to the top, where "Move up" disappears.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(captions()).toEqual(['Book signing', 'Opening reading', 'Panel on translation']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move “Book signing” down' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Move “Book signing” up' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Move “Opening reading” down' }));
    await waitFor(() => expect(captions()).toEqual(['Book signing', 'Panel on translation', 'Opening reading']));
    expect(await orders()).toEqual({ 'Book signing': 0, 'Panel on translation': 1, 'Opening reading': 2 });
    // One entry a move, naming the photo moved: the photos it passed came along in its commit.
    const moves = (await listDocs('auditLog')).map(({ action, target, details }) => ({ action, target, details }));
    expect(moves).toHaveLength(3);
    expect(moves).toContainEqual({
      action: 'movePhoto',
      target: 'albums/festival/photos/a',
      details: { name: 'Opening reading' },
    });
  });

  it('adds photos in a batch after the others, the list showing each by its alt text when it has no caption', async () => {
    const sent = installXhrStandIn();
    // jsdom has no URL.createObjectURL: a stand-in names each preview.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:stand-in';
        static override revokeObjectURL = () => undefined;
      },
    );
    const address = '/media/album-photo/BatchUpload000000001_1600x1200_c0ffee';
    // The upload function's record of it (any admin's upload fits an album: isUsableImage).
    await seedDocs({
      'media/BatchUpload000000001': {
        owner: 'another-admin',
        purpose: 'album-photo',
        address,
        created: new Date(),
        expireAt: null,
        usedBy: [],
      },
    });
    const user = await openFestivalPhotos();
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'lanterns.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Choose photos'), jpeg);
    await waitFor(() => expect(sent).toHaveLength(1));
    sent[0]?.answer(200, { address });
    await user.type(await screen.findByLabelText('Alt text of lanterns.jpg'), 'Paper lanterns over the courtyard');
    await user.click(screen.getByRole('button', { name: 'Save photos' }));

    await waitFor(() =>
      expect(captions()).toEqual([
        'Opening reading',
        'Panel on translation',
        'Book signing',
        'Paper lanterns over the courtyard',
      ]),
    );
    expect((await festivalPhotos())['']).toMatchObject({
      imageUrl: address,
      alt: 'Paper lanterns over the courtyard',
      order: 4,
    });
  });

  it('deletes a photo only after confirmation', async () => {
    const user = await openFestivalPhotos();
    await user.click(screen.getByRole('button', { name: 'Delete “Panel on translation”' }));
    const confirm = screen.getByRole('group', { name: 'Confirm deleting “Panel on translation”' });
    await user.click(within(confirm).getByRole('button', { name: 'No, keep it' }));
    expect(await readDoc('albums/festival/photos/c')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Delete “Panel on translation”' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('“Panel on translation” was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(captions()).toEqual(['Opening reading', 'Book signing']));
    expect(await readDoc('albums/festival/photos/c')).toBeUndefined();
    expect(await readDoc('albums/festival/photos/b')).toBeDefined();
  });
});

describe('an album’s cover in the admin section', () => {
  it('refuses a cover without its alt text with the message, and saves the alt text with it', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'New' }));
    await user.type(screen.getByLabelText('Title'), 'Kumasi reading night');
    await user.type(screen.getByLabelText('Date'), '2026-04-02');
    await user.click(screen.getByText('Or use an image already on this site'));
    await user.type(screen.getByLabelText('Image address'), '/community/photos/photo-1.webp');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alt = screen.getByLabelText('Alt text: the picture in words');
    expect(await screen.findByText(/^Describe the image in 3 to 250 characters/)).toHaveAttribute('role', 'alert');
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect((await listDocs('albums')).map((album) => album.title)).not.toContain('Kumasi reading night');

    await user.type(alt, 'Readers at a lectern under a gold sun');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^“Kumasi reading night” is saved but not published/)).toBeInTheDocument();
    const saved = (await listDocs('albums')).find((album) => album.title === 'Kumasi reading night');
    expect(saved).toMatchObject({
      coverUrl: '/community/photos/photo-1.webp',
      coverAlt: 'Readers at a lectern under a gold sun',
    });
  });

  it('stores no alt text without a cover', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'New' }));
    await user.type(screen.getByLabelText('Title'), 'No cover yet');
    await user.type(screen.getByLabelText('Date'), '2026-04-02');
    await user.type(screen.getByLabelText('Alt text: the picture in words'), 'Left from a cover removed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^“No cover yet” is saved but not published/)).toBeInTheDocument();
    const saved = (await listDocs('albums')).find((album) => album.title === 'No cover yet');
    expect(saved).toMatchObject({ coverUrl: '', coverAlt: '' });
  });
});

describe('a new album’s address', () => {
  /** Makes an album through the section's form, as an admin would; resolves once it is listed. */
  async function createAlbum(user: ReturnType<typeof userEvent.setup>, title: string) {
    await user.click(screen.getByRole('button', { name: 'New' }));
    await user.type(screen.getByLabelText('Title'), title);
    await user.type(screen.getByLabelText('Date'), '2026-04-02');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3, name: title.trim() })).not.toHaveLength(0));
  }
  const albumIds = async () => (await listDocs('albums')).map((album) => album.id).sort();

  it('is the slug of its title, as a post’s; the same title again takes "-2"; an edited title keeps it', async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole('heading', { level: 3, name: 'Festival' });

    await createAlbum(user, ' Ìtàn Night: Lagos, 2026! ');
    expect(await albumIds()).toEqual(['festival', 'itan-night-lagos-2026', 'other']);
    expect(await readDoc('albums/itan-night-lagos-2026')).toMatchObject({ title: 'Ìtàn Night: Lagos, 2026!' });

    await createAlbum(user, 'Ìtàn night, Lagos 2026');
    expect(await albumIds()).toEqual(['festival', 'itan-night-lagos-2026', 'itan-night-lagos-2026-2', 'other']);

    await user.click(screen.getByRole('button', { name: 'Edit “Ìtàn night, Lagos 2026”' }));
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Ìtàn night, second evening');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 3, name: 'Ìtàn night, second evening' });
    expect(await readDoc('albums/itan-night-lagos-2026-2')).toMatchObject({ title: 'Ìtàn night, second evening' });
    expect(await albumIds()).toHaveLength(4);
  });

  it('is "album-" and a random part for a title with no letter or digit', async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole('heading', { level: 3, name: 'Festival' });
    await createAlbum(user, '🌍📷');
    const made = (await albumIds()).filter((id) => id !== 'festival' && id !== 'other');
    expect(made).toEqual([expect.stringMatching(/^album-[a-z0-9]{8}$/)]);
  });
});

describe('publishing an album from the admin section', () => {
  it('says a new album is saved hidden and how to publish it, and publishes it from its card, audited', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'New' }));
    await user.type(screen.getByLabelText('Title'), 'Harmattan readings');
    await user.type(screen.getByLabelText('Date'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        '“Harmattan readings” is saved but not published: visitors do not see it yet. When it is ready, choose “Publish” on it in the list.',
      ),
    ).toBeInTheDocument();
    const item = await listEntry('Harmattan readings');
    await user.click(within(item).getByRole('button', { name: 'Publish “Harmattan readings”' }));
    expect(await screen.findByText('Published.')).toBeInTheDocument();
    const album = (await listDocs('albums')).find((doc) => doc.title === 'Harmattan readings');
    expect(album).toMatchObject({ published: true, title: 'Harmattan readings' });
    expect(await listDocs('auditLog')).toContainEqual(
      expect.objectContaining({ action: 'publishAlbum', target: `albums/${String(album?.id)}` }),
    );

    await user.click(await within(item).findByRole('button', { name: 'Unpublish “Harmattan readings”' }));
    expect(await screen.findByText('Unpublished.')).toBeInTheDocument();
    await waitFor(async () => expect(await readDoc(`albums/${String(album?.id)}`)).toMatchObject({ published: false }));
  });
});
