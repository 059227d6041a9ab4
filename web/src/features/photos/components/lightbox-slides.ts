import type { SlideData } from 'photoswipe';
import { imageWidths, mediaFile, mediaHeightAt, mediaSrcset, parseMediaAddress } from '@/lib/model';
import type { Photo } from '@/features/photos/api/album';

/** What the lightbox shows of a photo: PhotoSwipe's slide, with the caption it writes under it. */
export interface PhotoSlide extends SlideData {
  alt: string;
  caption: string;
  credit: string;
}

/** PhotoSwipe needs a size to lay a slide out; `object-fit: contain` keeps the photo's shape. */
export const UNKNOWN_SIZE = { width: 1200, height: 900 } as const;

/**
 * PhotoSwipe gets the upload's widths as a WebP srcset and sets `sizes`, so the browser takes the file the screen
 * needs; as wide as the largest file, so 1:1 zoom is a real pixel per pixel.
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
