// Uploaded images: who may upload each kind, its widths, its address. Why: docs/decisions/0040-uploaded-images.md
import type { AdvisoryMember } from './advisory-members.js';
import type { Album, Photo } from './albums.js';
import { COLLECTIONS } from './collections.js';
import { fieldsOf } from './fields.js';
import type { LibraryItem } from './library-items.js';
import type { MemberCard } from './members.js';
import type { Post } from './posts.js';
import type { TeamMember } from './team-members.js';

/** In the rules' terms: isActiveMember, isActiveVoice, isAdmin. */
export type ImageUploader = 'member' | 'voice' | 'admin';

/** Each purpose's widths, crop and uploaders, who are exactly those the rules let use it (IMAGE_FIELDS). */
export const IMAGE_PURPOSES = {
  portrait: { uploaders: ['member'], widths: [64, 128, 256, 384], square: true, minSide: 128 },
  /** A post's cover (blog cards, the post page, the community home): voices and admins write posts. */
  'post-cover': { uploaders: ['voice', 'admin'], widths: [640, 828, 1200, 1920], square: false, minSide: 400 },
  'album-photo': { uploaders: ['admin'], widths: [640, 828, 1200, 1920, 2048], square: false, minSide: 400 },
  'library-cover': { uploaders: ['admin'], widths: [128, 256, 384, 640], square: false, minSide: 128 },
  'advisory-portrait': { uploaders: ['admin'], widths: [64, 128, 256, 384], square: true, minSide: 128 },
  'team-portrait': { uploaders: ['admin'], widths: [64, 128, 256, 384], square: true, minSide: 128 },
} as const satisfies Record<
  string,
  { uploaders: readonly ImageUploader[]; widths: readonly number[]; square: boolean; minSide: number }
>;

export type ImagePurpose = keyof typeof IMAGE_PURPOSES;
export const IMAGE_PURPOSE_NAMES = Object.keys(IMAGE_PURPOSES) as ImagePurpose[];
export const isImagePurpose = (value: unknown): value is ImagePurpose =>
  typeof value === 'string' && Object.hasOwn(IMAGE_PURPOSES, value);

/** What a caller is, as an uploader: admin rights, and the status and type of their profile (null for none). */
export function uploaderRolesOf({
  admin,
  status,
  type,
}: {
  admin: boolean;
  status: string | null;
  type: string | null;
}): ImageUploader[] {
  const active = status === 'active';
  return [
    ...(active ? (['member'] as const) : []),
    ...(active && type === 'voice' ? (['voice'] as const) : []),
    ...(admin ? (['admin'] as const) : []),
  ];
}

export const mayUpload = (purpose: ImagePurpose, roles: readonly ImageUploader[]): boolean =>
  IMAGE_PURPOSES[purpose].uploaders.some((uploader: ImageUploader) => roles.includes(uploader));

/** The formats a file is made in, each width: WebP for every browser that reads it, JPEG for the rest. */
export const IMAGE_FORMATS = [
  { extension: 'webp', contentType: 'image/webp' },
  { extension: 'jpg', contentType: 'image/jpeg' },
] as const;
export type ImageExtension = (typeof IMAGE_FORMATS)[number]['extension'];

/** What an upload may be: the decoded format (never the name or the declared type), the size, the count. */
export const UPLOAD_LIMITS = {
  formats: ['jpeg', 'png', 'webp', 'avif', 'gif'],
  /** A phone's photo is 3–12 MB; 15 MB takes any of them. */
  maxBytes: 15 * 1024 * 1024,
  /** 50 megapixels: any phone or camera, and a ceiling on the memory a decode takes. */
  maxPixels: 50_000_000,
  /** Uploads per account per day: members a handful of tries; admins an album or two at a time. */
  perDay: { member: 20, admin: 300 },
  perBatch: 50,
  alt: { min: 3, max: 250 },
} as const;

/** The widths made of an image `width` px wide: the purpose's up to the original, or the original alone. */
export function imageWidths(purpose: ImagePurpose, width: number): number[] {
  const widths = IMAGE_PURPOSES[purpose].widths.filter((candidate) => candidate <= width);
  return widths.length > 0 ? [...widths] : [width];
}

/** What an address says of its image. */
export interface MediaImage {
  purpose: ImagePurpose;
  id: string;
  width: number;
  height: number;
  /** The dominant colour, `#rrggbb`: the box's background while the image loads. */
  placeholder: string;
}

export const MEDIA_PATH_PREFIX = '/media/';
const ID = '[A-Za-z0-9]{20}';
const ADDRESS = new RegExp(`^/media/([a-z-]+)/(${ID})_([1-9][0-9]{0,4})x([1-9][0-9]{0,4})_([0-9a-f]{6})$`);

/** `/media/<purpose>/<id>_<width>x<height>_<rrggbb>`: the image's address, whose files are `<address>/<width>.<ext>`. */
export const mediaAddress = ({ purpose, id, width, height, placeholder }: MediaImage): string =>
  `${MEDIA_PATH_PREFIX}${purpose}/${id}_${width}x${height}_${placeholder.slice(1).toLowerCase()}`;

/** The image an address names, or null for any other string (a seeded /community/ image, say). */
export function parseMediaAddress(address: string): MediaImage | null {
  const [, purpose, id, width, height, colour] = ADDRESS.exec(address) ?? [];
  if (!isImagePurpose(purpose) || id === undefined) return null;
  return { purpose, id, width: Number(width), height: Number(height), placeholder: `#${colour}` };
}

/** The id of the upload (its media/{id}) an address names, or null for any other string. */
export const mediaIdOf = (address: string): string | null => parseMediaAddress(address)?.id ?? null;

/** One file of an image: `<address>/<width>.<ext>`. */
export const mediaFile = (address: string, width: number, extension: ImageExtension): string =>
  `${address}/${width}.${extension}`;

/** An uploaded image's srcset in one format: every width it was made at, `<file> <width>w`; null for any other address. */
export function mediaSrcset(address: string, extension: ImageExtension): string | null {
  const image = parseMediaAddress(address);
  if (!image) return null;
  return imageWidths(image.purpose, image.width)
    .map((width) => `${mediaFile(address, width, extension)} ${width}w`)
    .join(', ');
}

/** How wide the post page lays its cover out (the narrow measure, 46rem): its <picture>'s `sizes`. */
export const POST_COVER_SIZES = '(min-width: 46rem) 46rem, 100vw';

/** Rounded half up, as sharp's resize (processImage) makes it. */
export const mediaHeightAt = ({ width: originalWidth, height }: Pick<MediaImage, 'width' | 'height'>, width: number) =>
  Math.round((height * width) / originalWidth);

export const MEDIA_COLLECTION = COLLECTIONS.media;

/** media/{id}: one upload, written by functions only; `expireAt` (a TTL policy) removes it unattached. */
export type MediaRecord<Time> = {
  owner: string;
  purpose: ImagePurpose;
  address: string;
  created: Time;
  /** Cleared once a document uses the image; until then the TTL policy deletes it a day after upload. */
  expireAt: Time | null;
  /** The documents that use it ('posts/my-slug'); the last to let go deletes the upload. */
  usedBy: string[];
};

export const MEDIA_RECORD_FIELDS = fieldsOf<MediaRecord<unknown>>()(
  'owner',
  'purpose',
  'address',
  'created',
  'expireAt',
  'usedBy',
);

type ImageFieldsOf<Document> = { readonly [Field in keyof Document]?: ImagePurpose };

/** The purpose each image field takes: the rules (isUsableImage) and the attach triggers read it. */
export const IMAGE_FIELDS = {
  posts: { coverUrl: 'post-cover' },
  albums: { coverUrl: 'album-photo' },
  photos: { imageUrl: 'album-photo' },
  libraryItems: { coverUrl: 'library-cover' },
  advisoryMembers: { photoUrl: 'advisory-portrait' },
  teamMembers: { photoUrl: 'team-portrait' },
  members: { portraitUrl: 'portrait' },
} as const satisfies {
  posts: ImageFieldsOf<Post<unknown>>;
  albums: ImageFieldsOf<Album<unknown>>;
  photos: ImageFieldsOf<Photo<unknown>>;
  libraryItems: ImageFieldsOf<LibraryItem<unknown>>;
  advisoryMembers: ImageFieldsOf<AdvisoryMember<unknown>>;
  teamMembers: ImageFieldsOf<TeamMember<unknown>>;
  members: ImageFieldsOf<MemberCard<unknown>>;
};

/** The image fields of one collection, each with its purpose. */
export type ImageFields = Readonly<Record<string, ImagePurpose>>;

/** How long an upload waits to be attached before it is deleted. */
export const UNATTACHED_UPLOAD_HOURS = 24;

/** The longest the CDN and browsers keep a served upload: the privacy policy's bound (docs/decisions/0041). */
export const MEDIA_CACHE_HOURS = 24;
