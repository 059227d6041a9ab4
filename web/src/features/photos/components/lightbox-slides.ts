import type { SlideData } from 'photoswipe';
import { imageWidths, mediaFile, mediaHeightAt, mediaSrcset, parseMediaAddress } from '@/lib/model';
import type { Photo } from '@/features/photos/api/album';

/** What the lightbox shows of a photo: PhotoSwipe's slide, with the caption it writes under it. */
export interface PhotoSlide extends SlideData {
  alt: string;
  caption: string;
  credit: string;
}

/**
 * Shown before a photo whose size its address does not say (a seeded /community/ file) has told
 * its own: PhotoSwipe needs a size to lay a slide out, and `object-fit: contain` keeps the photo's
 * shape in the box (lightbox.module.css).
 */
export const UNKNOWN_SIZE = { width: 1200, height: 900 } as const;

/**
 * The slide of one photo. An upload's address names its widths: PhotoSwipe gets them as a WebP
 * srcset and sets `sizes` to the width it lays the photo out at (and more as it zooms), so the
 * browser takes the file the screen needs at its devicePixelRatio. The slide is as wide as the
 * largest file, so zooming in to 1:1 shows a real pixel per pixel. The thumbnail, already loaded,
 * stands in while the photo loads (msrc), and its box is where the photo grows from.
 */
export function photoSlide(photo: Photo, thumbnail: HTMLElement | null): PhotoSlide {
  // The photo described; an older photo without alt text is described by its caption.
  const words = { alt: photo.alt || photo.caption, caption: photo.caption, credit: photo.credit };
  const preview = thumbnail?.querySelector('img') ?? undefined;
  // The grid crops its thumbnails to 4:3: PhotoSwipe then grows the photo from the part shown.
  const opener = { element: thumbnail ?? undefined, thumbCropped: true, msrc: preview?.currentSrc || undefined };
  const shared = { ...words, ...opener };
  const image = parseMediaAddress(photo.imageUrl);
  if (!image) {
    const known = preview?.src === new URL(photo.imageUrl, document.baseURI).href && preview.naturalWidth > 0;
    return {
      ...shared,
      src: photo.imageUrl,
      ...(known ? { width: preview.naturalWidth, height: preview.naturalHeight } : UNKNOWN_SIZE),
    };
  }
  const largest = imageWidths(image.purpose, image.width).at(-1) ?? image.width;
  return {
    ...shared,
    src: mediaFile(photo.imageUrl, largest, 'jpg'),
    // Every browser this build runs in (ES2022) reads WebP: the JPEGs are for <picture>'s fallback.
    srcset: mediaSrcset(photo.imageUrl, 'webp') ?? undefined,
    width: largest,
    height: mediaHeightAt(image, largest),
  };
}
