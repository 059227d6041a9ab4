import { parseMediaAddress, UPLOAD_LIMITS, type ImagePurpose, type MediaImage } from '@/lib/model';

/** The types the file picker offers: the formats the upload function decodes (UPLOAD_LIMITS.formats). */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/** UPLOAD_LIMITS.maxBytes in whole megabytes, as the sentences say it. */
export const MAX_UPLOAD_MEGABYTES = Math.floor(UPLOAD_LIMITS.maxBytes / (1024 * 1024));

/**
 * `code` is the server's ('too-many', 'not-an-image'…) or this module's ('not-image', 'too-large', 'network',
 * 'bad-answer').
 */
export class UploadRefused extends Error {
  override readonly name = 'UploadRefused';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What an upload gives back: the address to store, and what it says of the image. */
export type UploadedImage = { address: string } & Pick<MediaImage, 'width' | 'height' | 'placeholder'>;

export interface UploadOptions {
  /** From 0 to 1 as the bytes leave (the processing after the last byte is not counted). */
  onProgress?: (fraction: number) => void;
  /** Aborting it stops the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/** Hosting rewrites /api/images to uploadImage (docs/decisions/0040); the dev server proxies it. */
export const uploadEndpoint = (purpose: ImagePurpose): string => `/api/images?purpose=${encodeURIComponent(purpose)}`;

/** The checks the server makes that the browser can make first, so a wrong file costs no upload. */
export function refusalBeforeSending(file: File): UploadRefused | null {
  if (!file.type.startsWith('image/')) {
    return new UploadRefused('not-image', `This file is not an image: choose a JPEG, PNG, WebP, AVIF or GIF.`);
  }
  if (file.size > UPLOAD_LIMITS.maxBytes) {
    return new UploadRefused(
      'too-large',
      `This image is larger than ${MAX_UPLOAD_MEGABYTES} MB: choose a smaller one.`,
    );
  }
  return null;
}

/** The signed-in member's ID token and the App Check token, each left out when there is none. */
async function credentials(): Promise<Record<string, string>> {
  const [{ auth }, { appCheckToken }] = await Promise.all([
    import('@/lib/firebase/auth'),
    import('@/lib/firebase/app-check'),
  ]);
  const [idToken, appCheck] = await Promise.all([auth.currentUser?.getIdToken() ?? null, appCheckToken()]);
  return {
    ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    ...(appCheck ? { 'X-Firebase-AppCheck': appCheck } : {}),
  };
}

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

/** The server's answer to a refused upload, `{ code, message }`, or a sentence for any other body. */
function refusalOf(request: XMLHttpRequest): UploadRefused {
  try {
    const { code, message } = JSON.parse(request.responseText) as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && typeof message === 'string') return new UploadRefused(code, message);
  } catch {
    // Not JSON (a proxy's error page): said below.
  }
  return new UploadRefused('bad-answer', `The upload failed (${request.status}). Try again in a moment.`);
}

function uploadedOf(request: XMLHttpRequest): UploadedImage {
  let address: unknown;
  try {
    ({ address } = JSON.parse(request.responseText) as { address?: unknown });
  } catch {
    address = undefined;
  }
  const image = typeof address === 'string' ? parseMediaAddress(address) : null;
  if (typeof address !== 'string' || !image) {
    throw new UploadRefused('bad-answer', 'The upload finished but no image came back. Try again in a moment.');
  }
  return { address, width: image.width, height: image.height, placeholder: image.placeholder };
}

/** XMLHttpRequest rather than fetch: only it reports the upload's progress. */
export async function uploadImage(
  file: File,
  purpose: ImagePurpose,
  { onProgress, signal }: UploadOptions = {},
): Promise<UploadedImage> {
  const refusal = refusalBeforeSending(file);
  if (refusal) throw refusal;
  if (signal?.aborted) throw abortError();
  const headers = await credentials();
  if (signal?.aborted) throw abortError();

  return new Promise<UploadedImage>((resolve, reject) => {
    const request = new XMLHttpRequest();
    const stopOnAbort = () => request.abort();
    signal?.addEventListener('abort', stopOnAbort, { once: true });
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', stopOnAbort);
      outcome();
    };

    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () =>
      settle(() => {
        if (request.status < 200 || request.status >= 300) return reject(refusalOf(request));
        try {
          onProgress?.(1);
          resolve(uploadedOf(request));
        } catch (error) {
          reject(error);
        }
      }),
    );
    request.addEventListener('error', () =>
      settle(() => reject(new UploadRefused('network', 'The upload stopped: check your connection and try again.'))),
    );
    request.addEventListener('abort', () => settle(() => reject(abortError())));

    request.open('POST', uploadEndpoint(purpose));
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.setRequestHeader('Content-Type', file.type);
    request.send(file);
  });
}
