import { IMAGE_FORMATS, imageWidths, mediaFile, parseMediaAddress } from '#shared/model/index.js';
import { MEDIA_CACHE_CONTROL, type MediaStore } from './store.js';

// /media/<purpose>/<id>_<w>x<h>_<rrggbb>/<width>.<webp|jpg>: the files of uploaded images, one URL
// in production and on the emulators. Why: docs/decisions/0040-uploaded-images.md

export interface MediaRequest {
  method: string;
  /** The path as requested (Express's `request.path`): the image addresses are plain ASCII, never encoded. */
  path: string;
}

export interface MediaResponse {
  status(code: number): MediaResponse;
  set(field: string, value: string): MediaResponse;
  send(body: Buffer | string): void;
  end(): void;
}

/** A file not there yet may be uploaded in a moment: kept 5 minutes in the CDN, as postPage's 404. */
export const MEDIA_NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=300';

export interface MediaFileRef {
  storePath: string;
  contentType: string;
}

/** null for any path an upload does not make. */
export function mediaFileOf(requestPath: string): MediaFileRef | null {
  const address = requestPath.slice(0, requestPath.lastIndexOf('/'));
  const image = parseMediaAddress(address);
  if (!image) return null;
  for (const width of imageWidths(image.purpose, image.width)) {
    for (const { extension, contentType } of IMAGE_FORMATS) {
      const file = mediaFile(address, width, extension);
      if (file === requestPath) return { storePath: file.slice(1), contentType };
    }
  }
  return null;
}

export async function handleMedia(
  request: MediaRequest,
  response: MediaResponse,
  { store }: { store: MediaStore },
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.status(405).set('Allow', 'GET, HEAD').end();
    return;
  }
  const file = mediaFileOf(request.path);
  const stored = file && (await store.read(file.storePath));
  if (!file || !stored) {
    response
      .status(404)
      .set('Content-Type', 'text/plain; charset=utf-8')
      .set('Cache-Control', MEDIA_NOT_FOUND_CACHE_CONTROL)
      .send('Not found');
    return;
  }
  // The type the address names, which is the one the upload wrote; nosniff holds browsers to it.
  response
    .status(200)
    .set('Content-Type', file.contentType)
    .set('Cache-Control', MEDIA_CACHE_CONTROL)
    .set('X-Content-Type-Options', 'nosniff')
    .send(stored.bytes);
}
