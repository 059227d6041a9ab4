import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  coverPreview,
  mediaAddress,
  mediaHeightAt,
  postPreviewImage,
  uploadPreview,
  type MediaImage,
} from '#shared/model/index.js';
import { processImage } from '../media/process-image.js';
import { solid } from '../media/test-support.js';

// A post's link-preview image (shared/model/share-image.ts), which the web app's PostHead names.

const ID = 'a1B2c3D4e5F6g7H8i9J0';
const cover = (width: number, height: number, purpose: MediaImage['purpose'] = 'post-cover') =>
  mediaAddress({ purpose, id: ID, width, height, placeholder: '#c0a080' });

describe('coverPreview', () => {
  it('names the JPEG of the widest width made up to 1200 px, and that file’s size', () => {
    expect(coverPreview(cover(4032, 3024))).toEqual({
      path: `/media/post-cover/${ID}_4032x3024_c0a080/1200.jpg`,
      width: 1200,
      height: 900,
    });
    // 1000 px wide: 640 and 828 were made, not 1200.
    expect(coverPreview(cover(1000, 750))).toEqual({
      path: `/media/post-cover/${ID}_1000x750_c0a080/828.jpg`,
      width: 828,
      height: 621,
    });
    // Narrower than the smallest width: the original's width alone was made.
    expect(coverPreview(cover(500, 400))).toEqual({
      path: `/media/post-cover/${ID}_500x400_c0a080/500.jpg`,
      width: 500,
      height: 400,
    });
  });

  it('is null for any cover that is not an uploaded post cover: nothing to fetch, nothing fetched', () => {
    for (const address of [
      '',
      '/community/photos/reading.webp',
      'https://firebasestorage.googleapis.com/v0/b/voices/o/cover.jpg?alt=media&token=1',
      'https://evil.example/media/post-cover/a1B2c3D4e5F6g7H8i9J0_1600x900_c0a080',
      `${cover(1600, 900)}/1200.jpg`,
      cover(1600, 900, 'album-photo'),
      cover(400, 400, 'portrait'),
    ]) {
      expect(coverPreview(address), address).toBeNull();
    }
  });

  it('names an album photo’s or a library cover’s JPEG by the same rule, and nothing of another purpose', () => {
    // An album photo is made up to 2048 px: the preview stays at 1200.
    expect(uploadPreview(cover(3000, 2000, 'album-photo'), 'album-photo')).toEqual({
      path: `/media/album-photo/${ID}_3000x2000_c0a080/1200.jpg`,
      width: 1200,
      height: 800,
    });
    // A library cover is made up to 640 px: its widest.
    expect(uploadPreview(cover(800, 1200, 'library-cover'), 'library-cover')).toEqual({
      path: `/media/library-cover/${ID}_800x1200_c0a080/640.jpg`,
      width: 640,
      height: 960,
    });
    expect(uploadPreview(cover(3000, 2000, 'post-cover'), 'album-photo')).toBeNull();
    expect(uploadPreview('/community/photos/reading.webp', 'album-photo')).toBeNull();
  });

  it('rounds a height half up, as the processing does', () => {
    expect(mediaHeightAt({ width: 2000, height: 1001 }, 1000)).toBe(501);
    expect(mediaHeightAt({ width: 2400, height: 1205 }, 1200)).toBe(603);
    expect(mediaHeightAt({ width: 1657, height: 931 }, 1200)).toBe(674);
  });

  it('gives the size of the very file processImage makes for that width', async () => {
    // Odd sizes whose heights at 1200 px fall on and beside a half pixel, and one narrower than 1200.
    for (const [width, height] of [
      [2400, 1205],
      [1657, 931],
      [1001, 667],
    ] as const) {
      const upload = await processImage(await solid(width, height).png().toBuffer(), 'post-cover');
      const preview = coverPreview(mediaAddress({ purpose: 'post-cover', id: ID, ...upload }));
      const file = upload.variants.find(
        (variant) => variant.extension === 'jpg' && preview?.path.endsWith(`/${variant.width}.jpg`),
      );
      expect(file, `${width}×${height}`).toBeDefined();
      const made = await sharp(file?.bytes).metadata();
      expect({ width: made.width, height: made.height, format: made.format }, `${width}×${height}`).toEqual({
        width: preview?.width,
        height: preview?.height,
        format: 'jpeg',
      });
    }
  });
});

describe('postPreviewImage', () => {
  const published = new Date(Date.UTC(2026, 10, 20, 9, 30, 0));
  const edited = new Date(Date.UTC(2026, 10, 21, 12, 0, 0));
  const post = { slug: 'rain', coverUrl: '', coverAlt: '', updated: edited, published };

  it('is the uploaded cover, described by its alt text', () => {
    const alt = 'Rain on a tin roof in Onitsha';
    expect(postPreviewImage({ ...post, coverUrl: cover(1600, 900), coverAlt: alt })).toEqual({
      path: `/media/post-cover/${ID}_1600x900_c0a080/1200.jpg`,
      width: 1200,
      height: 675,
      alt,
    });
    // Without alt text (a post from before it was asked), the page's title describes it.
    expect(postPreviewImage({ ...post, coverUrl: cover(1600, 900), coverAlt: '' })).not.toHaveProperty('alt');
  });

  it('is the post’s share image, versioned by its last edit, for no cover or any other cover', () => {
    const shareImage = { path: `/share/posts/rain.jpg?v=${edited.getTime()}`, width: 1200, height: 630 };
    for (const coverUrl of ['', '/community/photos/reading.webp', cover(1600, 900, 'album-photo')]) {
      expect(postPreviewImage({ ...post, coverUrl, coverAlt: 'A cover' }), coverUrl).toEqual(shareImage);
    }
    expect(postPreviewImage({ ...post, updated: null }).path).toBe(`/share/posts/rain.jpg?v=${published.getTime()}`);
  });
});
