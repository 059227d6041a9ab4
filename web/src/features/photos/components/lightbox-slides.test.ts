import { describe, expect, it } from 'vitest';
import type { Photo } from '@/features/photos/api/album';
import { photoSlide, UNKNOWN_SIZE } from './lightbox-slides';

const upload = '/media/album-photo/AbCdEfGhIjKlMnOpQrSt_2400x1600_a0b1c2';
const photo = (overrides: Partial<Photo> = {}): Photo => ({
  id: 'p1',
  imageUrl: upload,
  alt: 'A reader at the lectern',
  caption: 'Opening night',
  credit: 'Kofi Mensah',
  date: null,
  order: 0,
  ...overrides,
});

/** A thumbnail button around an image, as the album's grid renders it. */
function thumbnail(src: string, natural?: { width: number; height: number }): HTMLButtonElement {
  const button = document.createElement('button');
  const image = document.createElement('img');
  image.src = src;
  if (natural) {
    Object.defineProperty(image, 'naturalWidth', { value: natural.width });
    Object.defineProperty(image, 'naturalHeight', { value: natural.height });
  }
  button.append(image);
  return button;
}

describe('photoSlide', () => {
  it('offers every WebP width of an upload, sized as its largest file, so the browser picks the one the screen needs', () => {
    const opener = thumbnail(`${upload}/640.webp`);
    expect(photoSlide(photo(), opener)).toEqual({
      alt: 'A reader at the lectern',
      caption: 'Opening night',
      credit: 'Kofi Mensah',
      element: opener,
      thumbCropped: true,
      msrc: undefined,
      src: `${upload}/2048.jpg`,
      srcset: [640, 828, 1200, 1920, 2048].map((width) => `${upload}/${width}.webp ${width}w`).join(', '),
      width: 2048,
      height: 1365,
    });
  });

  it('describes an older photo without alt text by its caption', () => {
    expect(photoSlide(photo({ alt: '' }), null).alt).toBe('Opening night');
  });

  it('takes the size of a seeded file from its loaded thumbnail, the same file', () => {
    const seeded = '/community/photos/reading.jpg';
    const slide = photoSlide(photo({ imageUrl: seeded }), thumbnail(seeded, { width: 900, height: 1200 }));
    expect(slide).toMatchObject({ src: seeded, width: 900, height: 1200 });
    expect(slide.srcset).toBeUndefined();
  });

  it('gives a seeded file whose thumbnail has not loaded a size to start from', () => {
    const seeded = '/community/photos/reading.jpg';
    expect(photoSlide(photo({ imageUrl: seeded }), thumbnail(seeded))).toMatchObject({ src: seeded, ...UNKNOWN_SIZE });
    expect(photoSlide(photo({ imageUrl: seeded }), null)).toMatchObject({ src: seeded, ...UNKNOWN_SIZE });
  });
});
