import { describe, expect, it } from 'vitest';
import { mediaPicture } from './media-picture';

const cover = '/media/post-cover/AbCdEfGhIjKlMnOpQrSt_1500x1000_a0b1c2';

describe('mediaPicture', () => {
  it('offers WebP and JPEG at the widths the upload made, up to the original, and the largest JPEG as fallback', () => {
    expect(mediaPicture(cover)).toEqual({
      sources: {
        webp: `${cover}/640.webp 640w, ${cover}/828.webp 828w, ${cover}/1200.webp 1200w`,
        jpeg: `${cover}/640.jpg 640w, ${cover}/828.jpg 828w, ${cover}/1200.jpg 1200w`,
      },
      img: { src: `${cover}/1200.jpg`, w: 1500, h: 1000 },
    });
  });

  it('serves an image narrower than every width of its purpose at its own width', () => {
    const small = '/media/album-photo/AbCdEfGhIjKlMnOpQrSt_500x400_ffffff';
    expect(mediaPicture(small)?.sources.jpeg).toBe(`${small}/500.jpg 500w`);
    expect(mediaPicture(small)?.img).toEqual({ src: `${small}/500.jpg`, w: 500, h: 400 });
  });

  it('is null for any address that is not an upload', () => {
    for (const address of ['/community/covers/cover-1.webp', '', '/media/unknown/AbCdEfGhIjKlMnOpQrSt_10x10_ffffff']) {
      expect(mediaPicture(address), address).toBeNull();
    }
  });
});
