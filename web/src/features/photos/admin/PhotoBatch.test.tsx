import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { listDocs, seedDocs } from '@/test/emulators';
import { signInAsAdmin, startSignedOut } from '@/test/render-app';
import { albumDoc, photoDoc } from '@/test/fixtures/community';
import { installXhrStandIn, type StandInRequest } from '@/test/xhr-stand-in';
import { IMAGE_PURPOSES, MEDIA_COLLECTION, UPLOAD_LIMITS } from '@/lib/model';
import type { Album } from '@/features/photos/api/album';
import { PhotoBatch } from './PhotoBatch';

const album: Album = {
  id: 'festival',
  title: 'Festival',
  description: '',
  date: new Date('2026-03-14T12:00:00Z'),
  coverUrl: '',
  coverAlt: '',
  published: false,
};

/** The address the upload function answers for the n-th upload, and its media/{id} record. */
const mediaId = (n: number) => `Upload${String(n).padStart(14, '0')}`;
const address = (n: number) => `/media/album-photo/${mediaId(n)}_1600x1200_c0ffee`;

const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });

let consoleError: MockInstance<typeof console.error>;
let sent: StandInRequest[];
// Stand-in: jsdom has no URL.createObjectURL (it shows no files).
const previews = { made: 0, revoked: [] as string[] };

beforeEach(async () => {
  consoleError = vi.spyOn(console, 'error');
  previews.made = 0;
  previews.revoked = [];
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL() {
        previews.made += 1;
        return `blob:stand-in/${previews.made}`;
      }
      static override revokeObjectURL(url: string) {
        previews.revoked.push(url);
      }
    },
  );
  await startSignedOut();
  const admin = await signInAsAdmin();
  // The album's two photos, and the records the upload function would have made for three uploads
  // (the rules take a /media/ address only with its record: isUsableImage).
  const uploads = Object.fromEntries(
    [1, 2, 3].map((n) => [
      `${MEDIA_COLLECTION}/${mediaId(n)}`,
      { owner: admin, purpose: 'album-photo', address: address(n), created: new Date(), expireAt: null, usedBy: [] },
    ]),
  );
  await seedDocs({
    'albums/festival': albumDoc(1, { title: 'Festival', published: false }),
    'albums/festival/photos/a': photoDoc(1, { caption: 'Opening reading', order: 0 }),
    'albums/festival/photos/b': photoDoc(2, { caption: 'Book signing', order: 1 }),
    ...uploads,
  });
  sent = installXhrStandIn();
});

afterEach(() => {
  const missing = consoleError.mock.calls.filter(([message]) => String(message).startsWith('Missing translation'));
  expect(missing).toEqual([]);
});

function renderBatch(room = 200) {
  const onSaved = vi.fn();
  // No accept filter: the test chooses what a drop could bring, a text file included.
  const user = userEvent.setup({ applyAccept: false });
  render(<PhotoBatch album={album} room={room} onSaved={onSaved} />);
  const choose = (...files: File[]) => user.upload(screen.getByLabelText('Choose photos'), files);
  return { user, choose, onSaved };
}

async function requestsSent(count: number): Promise<StandInRequest[]> {
  await waitFor(() => expect(sent).toHaveLength(count));
  return sent;
}

const row = (name: string) => screen.getByRole('listitem', { name });

describe('PhotoBatch', () => {
  it('refuses a non-image and an oversize file before sending, and uploads the image among them', async () => {
    const { choose } = renderBatch();
    const text = new File(['notes'], 'notes.txt', { type: 'text/plain' });
    const huge = new File([new Uint8Array(UPLOAD_LIMITS.maxBytes + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await choose(text, huge, jpeg('stage.jpg'));

    expect(within(row('notes.txt')).getByRole('alert')).toHaveTextContent(
      'This file is not an image: choose a JPEG, PNG, WebP, AVIF or GIF.',
    );
    expect(within(row('huge.jpg')).getByRole('alert')).toHaveTextContent(
      'This image is larger than 15 MB: choose a smaller one.',
    );
    const [request] = await requestsSent(1);
    expect(request?.body).toHaveProperty('name', 'stage.jpg');
    expect(request?.url).toBe('/api/images?purpose=album-photo');
    // A refused file has nothing to retry or describe: it can only be removed.
    expect(within(row('notes.txt')).queryByRole('button', { name: /Try uploading/ })).toBeNull();
    expect(within(row('notes.txt')).queryByLabelText('Alt text of notes.txt')).toBeNull();
  });

  it('says the limits before anything is chosen: how many at once, the size, the smallest side, the day’s count', () => {
    renderBatch(30);
    expect(screen.getByText(/^Choose or drop up to 30 photos at once/)).toHaveTextContent(
      `up to 15 MB each and at least ${IMAGE_PURPOSES['album-photo'].minSide} pixels on the shorter side, up to ${UPLOAD_LIMITS.perDay.admin} a day.`,
    );
  });

  it(`refuses more than ${UPLOAD_LIMITS.perBatch} files at once with a message, sending none`, async () => {
    const { choose } = renderBatch();
    await choose(...Array.from({ length: UPLOAD_LIMITS.perBatch + 1 }, (_, n) => jpeg(`photo-${n}.jpg`)));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Choose at most ${UPLOAD_LIMITS.perBatch} photos at once: that would make ${UPLOAD_LIMITS.perBatch + 1}.`,
    );
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(sent).toHaveLength(0);
  });

  it('refuses more files than the album has room for', async () => {
    const { choose } = renderBatch(1);
    await choose(jpeg('a.jpg'), jpeg('b.jpg'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This album has room for 1 more photo: that would make 2.',
    );
    expect(sent).toHaveLength(0);
  });

  it('uploads at most two at once, each with its own progress, Cancel and Retry', async () => {
    const { user, choose } = renderBatch();
    await choose(jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg'));
    const [first, second] = await requestsSent(2);
    expect(within(row('c.jpg')).getByText('Waiting to upload…')).toBeInTheDocument();

    first?.progress(40, 100);
    expect(await screen.findByRole('progressbar', { name: 'Upload progress of a.jpg' })).toHaveAttribute('value', '40');
    expect(screen.getByRole('progressbar', { name: 'Upload progress of b.jpg' })).toHaveAttribute('value', '0');
    first?.answer(200, { address: address(1) });
    // One finished: the third starts, never a third at once.
    const third = (await requestsSent(3))[2];
    expect(within(row('a.jpg')).getByText('Uploaded.')).toBeInTheDocument();
    expect(sent).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Cancel the upload of b.jpg' }));
    expect(second?.aborted).toBe(true);
    expect(within(row('b.jpg')).getByRole('alert')).toHaveTextContent('Upload cancelled.');
    third?.fail();
    expect(await within(row('c.jpg')).findByRole('alert')).toHaveTextContent(
      'The upload stopped: check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try uploading b.jpg again' }));
    await requestsSent(4);
    expect(sent[3]?.body).toHaveProperty('name', 'b.jpg');
    expect(screen.getByRole('status')).toHaveTextContent('Uploading: 1 of 3 photos uploaded.');
  });

  it('saves one photo a file, after the album’s photos in the order chosen, each with its alt text', async () => {
    const { user, choose, onSaved } = renderBatch();
    await choose(jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg'));
    (await requestsSent(2)).forEach((request, n) => request.answer(200, { address: address(n + 1) }));
    (await requestsSent(3))[2]?.answer(200, { address: address(3) });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 of 3 photos uploaded.'));

    await user.type(screen.getByLabelText('Alt text of a.jpg'), 'The poetry stage at dusk, lit in gold');
    await user.type(screen.getByLabelText('Caption of a.jpg (optional)'), 'Opening night');
    await user.type(screen.getByLabelText('Alt text of c.jpg'), 'Readers in the front row, laughing');
    await user.type(screen.getByLabelText('Caption of b.jpg (optional)'), 'The signing table');
    // b.jpg has no alt text: nothing is saved, and its row says why.
    await user.click(screen.getByRole('button', { name: 'Save photos' }));
    const altB = screen.getByLabelText('Alt text of b.jpg');
    expect(altB).toHaveAttribute('aria-invalid', 'true');
    expect(altB).toHaveAccessibleDescription(/Describe the image in 3 to 250 characters/);
    expect(screen.getByRole('status')).toHaveTextContent('Some photos have no alt text yet');
    expect(await listDocs('albums/festival/photos')).toHaveLength(2);
    expect(screen.getByLabelText('Caption of b.jpg (optional)')).toHaveValue('The signing table');

    await user.type(altB, 'A table of signed books and a queue of readers');
    await user.click(screen.getByRole('button', { name: 'Save photos' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 photos saved.'));
    expect(onSaved).toHaveBeenCalled();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);

    const photos = (await listDocs('albums/festival/photos')).sort((a, b) => Number(a.order) - Number(b.order));
    expect(photos.slice(2).map(({ id: _id, ...fields }) => fields)).toEqual([
      {
        imageUrl: address(1),
        alt: 'The poetry stage at dusk, lit in gold',
        caption: 'Opening night',
        credit: '',
        date: '2026-03-14T12:00:00Z',
        order: 2,
        updated: expect.any(String),
      },
      expect.objectContaining({
        imageUrl: address(2),
        alt: 'A table of signed books and a queue of readers',
        caption: 'The signing table',
        order: 3,
      }),
      expect.objectContaining({
        imageUrl: address(3),
        alt: 'Readers in the front row, laughing',
        caption: '',
        order: 4,
      }),
    ]);
    // Each photo its audited write; one without a caption is named by its alt text.
    const entries = (await listDocs('auditLog')).map(({ action, details }) => ({ action, details }));
    expect(entries).toEqual(
      expect.arrayContaining([
        { action: 'createPhoto', details: { name: 'Opening night' } },
        { action: 'createPhoto', details: { name: 'Readers in the front row, laughing' } },
      ]),
    );
    expect(entries).toHaveLength(3);
  });

  it('saves the uploaded photos and keeps a failed upload’s row, with its message and what was typed', async () => {
    const { user, choose } = renderBatch();
    await choose(jpeg('a.jpg'), jpeg('b.jpg'));
    const [first, second] = await requestsSent(2);
    first?.answer(200, { address: address(1) });
    second?.answer(413, { code: 'too-large', message: 'This image is larger than 15 MB: choose a smaller one.' });
    await user.type(screen.getByLabelText('Alt text of a.jpg'), 'The poetry stage at dusk');
    await user.type(screen.getByLabelText('Alt text of b.jpg'), 'A toast to the contributors');
    await user.click(screen.getByRole('button', { name: 'Save photos' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 photo saved.'));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(within(row('b.jpg')).getByRole('alert')).toHaveTextContent('This image is larger than 15 MB');
    expect(screen.getByLabelText('Alt text of b.jpg')).toHaveValue('A toast to the contributors');
    expect(await listDocs('albums/festival/photos')).toHaveLength(3);
  });
});
