import { describe, expect, it } from 'vitest';
import {
  IMAGE_URL_PATTERN,
  LIMITS,
  imageWidths,
  mediaAddress,
  mediaFile,
  parseMediaAddress,
  type MediaImage,
} from '#shared/model/index.js';

const image: MediaImage = {
  purpose: 'post-cover',
  id: 'a1B2c3D4e5F6g7H8i9J0',
  width: 1600,
  height: 900,
  placeholder: '#C0A080',
};

describe('an uploaded image address (shared/model/media.ts)', () => {
  it('names the purpose, id, size and placeholder, and reads back the same image', () => {
    const address = mediaAddress(image);
    expect(address).toBe('/media/post-cover/a1B2c3D4e5F6g7H8i9J0_1600x900_c0a080');
    expect(parseMediaAddress(address)).toEqual({ ...image, placeholder: '#c0a080' });
  });

  it('is an image address the rules accept, within the address length', () => {
    const address = mediaAddress({ ...image, purpose: 'advisory-portrait', width: 99999, height: 99999 });
    expect(address).toMatch(IMAGE_URL_PATTERN);
    expect(mediaFile(address, 2048, 'webp').length).toBeLessThanOrEqual(LIMITS.url.max);
  });

  it('reads nothing from a seeded image, an unknown purpose, a short id or a file of an address', () => {
    expect(parseMediaAddress('/community/photos/reading.webp')).toBeNull();
    expect(parseMediaAddress('/media/banner/a1B2c3D4e5F6g7H8i9J0_10x10_000000')).toBeNull();
    expect(parseMediaAddress('/media/portrait/short_10x10_000000')).toBeNull();
    expect(parseMediaAddress(`${mediaAddress(image)}/640.webp`)).toBeNull();
    expect(parseMediaAddress('/media/portrait/a1B2c3D4e5F6g7H8i9J0_0x10_000000')).toBeNull();
  });
});

describe('imageWidths', () => {
  it('makes the purpose widths the original reaches, never wider than the original', () => {
    expect(imageWidths('post-cover', 4032)).toEqual([640, 828, 1200, 1920]);
    expect(imageWidths('post-cover', 1000)).toEqual([640, 828]);
    expect(imageWidths('album-photo', 2048)).toEqual([640, 828, 1200, 1920, 2048]);
  });

  it('keeps the original width alone when it is narrower than the smallest', () => {
    expect(imageWidths('post-cover', 500)).toEqual([500]);
    expect(imageWidths('portrait', 128)).toEqual([64, 128]);
  });
});
