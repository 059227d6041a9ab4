import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_PURPOSES, UPLOAD_LIMITS } from '@/lib/model';
import { installXhrStandIn, type StandInRequest } from '@/test/xhr-stand-in';
import { Form, FormActions } from '@/components/form';
import { ImageField } from './ImageField';

const uploaded = '/media/post-cover/AbCdEfGhIjKlMnOpQrSt_1600x900_c0ffee';
const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'rain.jpg', { type: 'image/jpeg' });

// Stand-in: jsdom has no URL.createObjectURL (it shows no files); it records what is made and revoked.
const previews = { made: [] as Blob[], revoked: [] as string[] };
beforeEach(() => {
  previews.made = [];
  previews.revoked = [];
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL(blob: Blob | MediaSource) {
        previews.made.push(blob as Blob);
        return `blob:stand-in/${previews.made.length}`;
      }
      static override revokeObjectURL(url: string) {
        previews.revoked.push(url);
      }
    },
  );
});

/** The field in a form that keeps its value, as react-hook-form does; `changes` records onChange. */
function renderField(initial = '') {
  const changes: string[] = [];
  function Form() {
    const [value, setValue] = useState(initial);
    return (
      <ImageField
        label="Cover image"
        purpose="post-cover"
        value={value}
        onChange={(address) => {
          changes.push(address);
          setValue(address);
        }}
      />
    );
  }
  render(<Form />);
  return changes;
}

async function sentRequest(sent: StandInRequest[], count = 1): Promise<StandInRequest> {
  await waitFor(() => expect(sent).toHaveLength(count));
  const request = sent[count - 1];
  if (!request) throw new Error('No request was sent');
  return request;
}

describe('ImageField', () => {
  it('offers a labelled file input for the image formats, and an empty state', () => {
    renderField();
    const input = screen.getByLabelText('Choose an image');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif,image/gif');
    expect(screen.getByRole('group', { name: 'Cover image' })).toHaveTextContent('No image yet');
  });

  it('says the limits the server keeps: formats, size, the smallest side of its purpose, the day’s count', () => {
    renderField();
    const group = screen.getByRole('group', { name: 'Cover image' });
    expect(group).toHaveTextContent(
      `up to ${UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB, at least ${IMAGE_PURPOSES['post-cover'].minSide} pixels on its shorter side.`,
    );
    expect(group).toHaveTextContent(
      `Members may upload ${UPLOAD_LIMITS.perDay.member} images a day, editors ${UPLOAD_LIMITS.perDay.admin}.`,
    );
  });

  it('refuses a text file and an oversize image before sending anything, saying why', async () => {
    const sent = installXhrStandIn();
    // As a browser does when its picker is set to "All files": the accept list is only a suggestion.
    const user = userEvent.setup({ applyAccept: false });
    const changes = renderField();
    await user.upload(screen.getByLabelText('Choose an image'), new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(/^This file is not an image/)).toBeInTheDocument();

    const big = new File([new Uint8Array(UPLOAD_LIMITS.maxBytes + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Choose an image'), big);
    expect(await screen.findByText('This image is larger than 15 MB: choose a smaller one.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    expect(previews.made).toEqual([]);
    expect(changes).toEqual([]);
  });

  it('shows the chosen file and the progress while it uploads, then the uploaded image', async () => {
    const sent = installXhrStandIn();
    const user = userEvent.setup();
    const changes = renderField();
    await user.upload(screen.getByLabelText('Choose an image'), jpeg());
    const request = await sentRequest(sent);
    expect(screen.getByRole('group', { name: 'Cover image' }).querySelector('img')).toHaveAttribute(
      'src',
      'blob:stand-in/1',
    );

    request.progress(1, 4);
    expect(await screen.findByText('Uploading… 25%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '25');

    request.answer(200, { address: uploaded });
    await waitFor(() => expect(changes).toEqual([uploaded]));
    const image = screen.getByRole('group', { name: 'Cover image' }).querySelector('img');
    expect(image).toHaveAttribute('src', `${uploaded}/1200.jpg`);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(previews.revoked).toEqual(['blob:stand-in/1']);
    expect(screen.getByLabelText('Choose another image')).toBeInTheDocument();
  });

  it('says "Processing the image…" once every byte is sent and the server has not answered yet', async () => {
    const sent = installXhrStandIn();
    const user = userEvent.setup();
    renderField();
    await user.upload(screen.getByLabelText('Choose an image'), jpeg());
    const request = await sentRequest(sent);
    request.progress(4, 4);
    expect(await screen.findByText('Processing the image…')).toBeInTheDocument();
    expect(screen.queryByText('Uploading… 100%')).not.toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    // No value: the bar says "working", not how far (the server's processing has no measure).
    expect(bar).not.toHaveAttribute('value');
    expect(bar).toHaveAttribute('aria-valuetext', 'Processing the image…');
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeInTheDocument();
  });

  it('holds the save of its form while it uploads, saying why, and lets it go once the image is there', async () => {
    const sent = installXhrStandIn();
    const user = userEvent.setup();
    const saves: string[] = [];
    function CardForm() {
      const [portrait, setPortrait] = useState('');
      return (
        <Form onSubmit={(event) => (event.preventDefault(), saves.push(portrait))}>
          <ImageField label="Portrait" purpose="portrait" value={portrait} onChange={setPortrait} />
          <FormActions submitting={false} submitLabel="Save my card" />
        </Form>
      );
    }
    render(<CardForm />);
    const save = screen.getByRole('button', { name: 'Save my card' });
    expect(save).toBeEnabled();
    await user.upload(screen.getByLabelText('Choose an image'), jpeg());
    const request = await sentRequest(sent);
    await waitFor(() => expect(save).toBeDisabled());
    expect(screen.getByRole('status')).toHaveTextContent(
      'The image is still uploading: you can save once it has arrived.',
    );
    // Enter in a field submits the form the browser's way: nothing is saved without the image either.
    fireEvent.submit(save.closest('form') as HTMLFormElement);
    expect(saves).toEqual([]);

    request.answer(200, { address: uploaded });
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(save);
    expect(saves).toEqual([uploaded]);
  });

  it('stops the upload on Cancel, leaving the value as it was and no error', async () => {
    const sent = installXhrStandIn();
    const user = userEvent.setup();
    const changes = renderField();
    await user.upload(screen.getByLabelText('Choose an image'), jpeg());
    const request = await sentRequest(sent);
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(request.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Cover image' })).toHaveTextContent('No image yet');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(changes).toEqual([]);
  });

  it("says why an upload failed (the server's words, or the connection), and Try again sends the file again", async () => {
    const sent = installXhrStandIn();
    const user = userEvent.setup();
    const changes = renderField();
    await user.upload(screen.getByLabelText('Choose an image'), jpeg());
    (await sentRequest(sent)).answer(400, { code: 'too-small', message: 'This image is smaller than 400 px.' });
    expect(await screen.findByText('This image is smaller than 400 px.')).toHaveAttribute('role', 'alert');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    (await sentRequest(sent, 2)).fail();
    expect(await screen.findByText('The upload stopped: check your connection and try again.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const third = await sentRequest(sent, 3);
    expect(third.body).toBe(sent[0]?.body);
    third.answer(200, { address: uploaded });
    await waitFor(() => expect(changes).toEqual([uploaded]));
    expect(screen.queryByText('The upload stopped: check your connection and try again.')).not.toBeInTheDocument();
  });

  it('removes the image with Remove image', async () => {
    const user = userEvent.setup();
    const changes = renderField(uploaded);
    expect(screen.getByRole('group', { name: 'Cover image' }).querySelector('img')).toHaveAttribute('width', '1600');
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(changes).toEqual(['']);
    expect(screen.getByRole('group', { name: 'Cover image' })).toHaveTextContent('No image yet');
    expect(screen.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
  });

  it('keeps a typed address of this site as a second way, open when the value is one', async () => {
    const user = userEvent.setup();
    const changes = renderField('/community/covers/cover-1.webp');
    const address = screen.getByLabelText('Image address');
    expect(address.closest('details')).toHaveAttribute('open');
    expect(address).toHaveValue('/community/covers/cover-1.webp');
    await user.clear(address);
    await user.type(address, '/community/covers/cover-2.webp');
    expect(changes.at(-1)).toBe('/community/covers/cover-2.webp');
    expect(screen.getByRole('group', { name: 'Cover image' }).querySelector('img')).toHaveAttribute(
      'src',
      '/community/covers/cover-2.webp',
    );
  });
});
