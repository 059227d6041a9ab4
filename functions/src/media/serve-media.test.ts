import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_CACHE_HOURS, mediaAddress, mediaFile, type MediaImage } from '#shared/model/index.js';
import { recordingResponse } from '../test-support.js';
import { MEDIA_NOT_FOUND_CACHE_CONTROL, handleMedia, mediaFileOf } from './serve-media.js';
import { LocalMediaStore, MEDIA_CACHE_CONTROL } from './store.js';

const cover: MediaImage = {
  purpose: 'post-cover',
  id: 'a1B2c3D4e5F6g7H8i9J0',
  width: 1000,
  height: 600,
  placeholder: '#c0a080',
};
const address = mediaAddress(cover);

let folder: string;
let store: LocalMediaStore;
let webp: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'voa-serve-media-'));
  store = new LocalMediaStore(folder);
  const picture = sharp({ create: { width: 640, height: 384, channels: 3, background: '#c0a080' } });
  webp = await picture.clone().webp({ quality: 75 }).toBuffer();
  jpeg = await picture.clone().jpeg({ quality: 75 }).toBuffer();
  // As an upload writes them: the store's paths are the addresses without their leading slash.
  await store.save(mediaFile(address, 640, 'webp').slice(1), webp, 'image/webp');
  await store.save(mediaFile(address, 640, 'jpg').slice(1), jpeg, 'image/jpeg');
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

async function request(requestPath: string, method = 'GET') {
  const { answer, response } = recordingResponse<Buffer | string>('');
  await handleMedia({ method, path: requestPath }, response, { store });
  return answer;
}

describe('handleMedia', () => {
  it.each([
    ['webp', 'image/webp', () => webp],
    ['jpg', 'image/jpeg', () => jpeg],
  ] as const)('serves a stored .%s with its type, cached, unsniffed', async (extension, type, bytes) => {
    const answer = await request(mediaFile(address, 640, extension));
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({
      'Content-Type': type,
      'Cache-Control': MEDIA_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
    });
    expect(answer.body).toEqual(bytes());
    const { format, width, height } = await sharp(answer.body as Buffer).metadata();
    expect({ format, width, height }).toEqual({
      format: extension === 'jpg' ? 'jpeg' : 'webp',
      width: 640,
      height: 384,
    });
  });

  it('lets the CDN and browsers keep a file a day at most, never to be revalidated within it', async () => {
    const cacheControl = (await request(mediaFile(address, 640, 'webp'))).headers['Cache-Control'] ?? '';
    const directives = new Map(
      cacheControl.split(',').map((directive) => {
        const [name = '', value] = directive.trim().split('=');
        return [name, value === undefined ? true : Number(value)] as const;
      }),
    );
    // s-maxage binds the CDN and every shared cache, max-age the reader's browser: the privacy
    // policy's "within 24 hours" (MEDIA_CACHE_HOURS).
    expect(MEDIA_CACHE_HOURS).toBe(24);
    expect(directives.get('s-maxage')).toBe(24 * 3600);
    expect(directives.get('max-age')).toBe(24 * 3600);
    expect(directives.get('public')).toBe(true);
    expect(directives.get('immutable')).toBe(true);
  });

  it('answers HEAD as GET (Express leaves the body out)', async () => {
    const answer = await request(mediaFile(address, 640, 'webp'), 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('image/webp');
  });

  it.each([
    ['a width the image has but the store does not', mediaFile(address, 828, 'webp')],
    ['a width wider than the image', mediaFile(address, 1200, 'webp')],
    ['a width the purpose never makes', mediaFile(address, 700, 'webp')],
    ['a format never made', `${address}/640.png`],
    ['the address itself', address],
    ['the address with a slash', `${address}/`],
    ['another purpose’s address', mediaFile(mediaAddress({ ...cover, purpose: 'portrait' }), 640, 'webp')],
    ['a path that climbs out', `${address}/../${cover.id}_1000x600_c0a080/640.webp`],
    ['an uppercase colour', mediaFile(address.replace('c0a080', 'C0A080'), 640, 'webp')],
    ['the root', '/'],
    ['a seeded image', '/community/photos/reading.webp'],
  ])('answers 404, briefly cached, for %s', async (_case, requestPath) => {
    const answer = await request(requestPath);
    expect(answer.status).toBe(404);
    expect(answer.headers['Cache-Control']).toBe(MEDIA_NOT_FOUND_CACHE_CONTROL);
    expect(answer.body).toBe('Not found');
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])('refuses %s with 405 and the methods allowed', async (method) => {
    const answer = await request(mediaFile(address, 640, 'webp'), method);
    expect(answer.status).toBe(405);
    expect(answer.headers.Allow).toBe('GET, HEAD');
    expect(answer.body).toBe('');
  });
});

describe('mediaFileOf', () => {
  it('names the store’s path and the type of each file an upload makes of the image', () => {
    expect(mediaFileOf(mediaFile(address, 828, 'jpg'))).toEqual({
      storePath: `${address.slice(1)}/828.jpg`,
      contentType: 'image/jpeg',
    });
  });

  it('takes an image narrower than its purpose’s smallest width at its own width alone', () => {
    const small = mediaAddress({ ...cover, width: 500, height: 300 });
    expect(mediaFileOf(mediaFile(small, 500, 'webp'))?.contentType).toBe('image/webp');
    expect(mediaFileOf(mediaFile(small, 640, 'webp'))).toBeNull();
  });
});
