import {
  COLLECTIONS,
  IMAGE_FIELDS,
  IMAGE_FORMATS,
  imageWidths,
  mediaFile,
  parseMediaAddress,
  type ImageExtension,
  type ImageFields,
} from '@/lib/model';
import type { AccountData } from './account';

/** One of the member's images, as their copy lists it: a link to each file, not the file itself. */
export interface AccountImage {
  /** Where it is shown: the document and its field ('posts/my-slug', 'coverUrl'). */
  document: string;
  field: string;
  /** What the member wrote for who cannot see it, where the field has such a text. */
  alt?: string;
  /** What the document holds: an upload's /media/ address, or an older image's as it was given. */
  address: string;
  /** An upload's largest file in each format, as a full URL; null for an older image (not an upload). */
  files: Record<ImageExtension, string> | null;
}

/** The field beside an image field that describes it, in the documents that have one. */
const ALT_FIELDS: Readonly<Record<string, string>> = { coverUrl: 'coverAlt' };

/** The largest file of each format the upload made, as full URLs on `origin`; null for any other address. */
export function largestFiles(address: string, origin: string): Record<ImageExtension, string> | null {
  const image = parseMediaAddress(address);
  if (!image) return null;
  const largest = imageWidths(image.purpose, image.width).at(-1) ?? image.width;
  const url = (extension: ImageExtension) => new URL(mediaFile(address, largest, extension), origin).href;
  return Object.fromEntries(IMAGE_FORMATS.map(({ extension }) => [extension, url(extension)])) as Record<
    ImageExtension,
    string
  >;
}

function imagesOf(document: string, data: Record<string, unknown> | null, fields: ImageFields, origin: string) {
  const images: AccountImage[] = [];
  for (const field of Object.keys(fields)) {
    const address = data?.[field];
    if (typeof address !== 'string' || address === '') continue;
    const alt = ALT_FIELDS[field] === undefined ? undefined : data?.[ALT_FIELDS[field]];
    images.push({
      document,
      field,
      ...(typeof alt === 'string' && alt !== '' ? { alt } : {}),
      address,
      files: largestFiles(address, origin),
    });
  }
  return images;
}

/** Links to the largest files on `origin` (which serves /media/), so the copy stays one JSON file. */
export const accountImages = (data: AccountData, origin: string): AccountImage[] => [
  ...imagesOf(`${COLLECTIONS.members}/${data.uid}`, data.card, IMAGE_FIELDS.members, origin),
  ...imagesOf(`${COLLECTIONS.heldCards}/${data.uid}`, data.heldCard, IMAGE_FIELDS.members, origin),
  ...data.posts.flatMap((post) => imagesOf(`${COLLECTIONS.posts}/${post.id}`, post, IMAGE_FIELDS.posts, origin)),
];
