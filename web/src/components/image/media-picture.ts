import {
  IMAGE_FORMATS,
  imageWidths,
  mediaFile,
  mediaSrcset,
  parseMediaAddress,
  type ImageExtension,
} from '@/lib/model';
import type { Picture } from './picture';

/** The <source> type of each extension the upload function writes (shared/model IMAGE_FORMATS). */
const SOURCE_FORMAT: Record<ImageExtension, string> = { webp: 'webp', jpg: 'jpeg' };

/** From its address alone (docs/decisions/0040); null for any address that is not an upload's. */
export function mediaPicture(address: string): Picture | null {
  const image = parseMediaAddress(address);
  if (!image) return null;
  const widths = imageWidths(image.purpose, image.width);
  const sources = Object.fromEntries(
    IMAGE_FORMATS.map(({ extension }) => [SOURCE_FORMAT[extension], mediaSrcset(address, extension) ?? '']),
  );
  const largest = widths[widths.length - 1] ?? image.width;
  return { sources, img: { src: mediaFile(address, largest, 'jpg'), w: image.width, h: image.height } };
}
