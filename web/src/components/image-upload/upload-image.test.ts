import { describe, expect, it, vi } from 'vitest';
import { installXhrStandIn, type StandInRequest } from '@/test/xhr-stand-in';
import { UPLOAD_LIMITS } from '@/lib/model';
import { uploadEndpoint, uploadImage, UploadRefused } from './upload-image';

const address = '/media/post-cover/AbCdEfGhIjKlMnOpQrSt_1600x900_c0ffee';
const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'rain.jpg', { type: 'image/jpeg' });

/** The `count`th request sent, once the upload has gathered its credentials and sent it. */
async function sentRequest(sent: StandInRequest[], count = 1): Promise<StandInRequest> {
  await vi.waitFor(() => expect(sent).toHaveLength(count));
  const request = sent[count - 1];
  if (!request) throw new Error('No request was sent');
  return request;
}

describe('uploadEndpoint', () => {
  it("posts to the site's own /api/images, with the purpose in the query", () => {
    expect(uploadEndpoint('album-photo')).toBe('/api/images?purpose=album-photo');
  });
});

describe('uploadImage', () => {
  it('posts the file with its type and App Check token, reports progress, and resolves to what the address says', async () => {
    const sent = installXhrStandIn();
    const progress: number[] = [];
    const uploading = uploadImage(jpeg(), 'post-cover', { onProgress: (fraction) => progress.push(fraction) });
    const request = await sentRequest(sent);
    expect(request.method).toBe('POST');
    expect(request.url).toBe(uploadEndpoint('post-cover'));
    expect(request.headers['Content-Type']).toBe('image/jpeg');
    expect(request.headers['X-Firebase-AppCheck']).toMatch(/^[\w-]+\.[\w-]+\.$/);
    // Signed out here: no ID token to send (the function refuses such a request itself).
    expect(request.headers).not.toHaveProperty('Authorization');
    expect(request.body).toBeInstanceOf(File);

    request.progress(50, 200);
    request.answer(200, { address });
    await expect(uploading).resolves.toEqual({ address, width: 1600, height: 900, placeholder: '#c0ffee' });
    expect(progress).toEqual([0.25, 1]);
  });

  it("rejects with the server's own sentence when it refuses the image", async () => {
    const sent = installXhrStandIn();
    const uploading = uploadImage(jpeg(), 'post-cover');
    (await sentRequest(sent)).answer(429, { code: 'too-many', message: 'You have uploaded 20 images today.' });
    const refusal = await uploading.catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UploadRefused);
    expect(refusal).toMatchObject({ code: 'too-many', message: 'You have uploaded 20 images today.' });
  });

  it('says the connection stopped when the request fails, and that no image came back on an odd answer', async () => {
    const sent = installXhrStandIn();
    const dropped = uploadImage(jpeg(), 'post-cover');
    (await sentRequest(sent)).fail();
    await expect(dropped).rejects.toThrow('The upload stopped: check your connection and try again.');

    const odd = uploadImage(jpeg(), 'post-cover');
    (await sentRequest(sent, 2)).answer(200, { address: '/community/covers/cover-1.webp' });
    await expect(odd).rejects.toMatchObject({ code: 'bad-answer' });
  });

  it('aborts the request when the signal aborts, rejecting with an AbortError', async () => {
    const sent = installXhrStandIn();
    const controller = new AbortController();
    const uploading = uploadImage(jpeg(), 'post-cover', { signal: controller.signal });
    const request = await sentRequest(sent);
    controller.abort();
    await expect(uploading).rejects.toMatchObject({ name: 'AbortError' });
    expect(request.aborted).toBe(true);
  });

  it('refuses a file that is not an image, or too large, before sending anything', async () => {
    const sent = installXhrStandIn();
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await expect(uploadImage(text, 'post-cover')).rejects.toThrow(/^This file is not an image/);
    const big = new File([new Uint8Array(UPLOAD_LIMITS.maxBytes + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await expect(uploadImage(big, 'post-cover')).rejects.toThrow('This image is larger than 15 MB');
    expect(sent).toHaveLength(0);
  });
});
