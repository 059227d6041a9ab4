import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  IMAGE_FORMATS,
  IMAGE_PURPOSES,
  UPLOAD_LIMITS,
  imageWidths,
  type ImageExtension,
  type ImagePurpose,
} from '#shared/model/index.js';

// An uploaded image, processed once: checked by its bytes, upright, stripped of every metadata
// block, cut into the purpose's widths in WebP and JPEG. Why: docs/decisions/0040-uploaded-images.md

export type ImageRefusalCode = 'not-an-image' | 'unsupported-format' | 'too-large' | 'too-many-pixels' | 'too-small';

/** An upload that is not made into an image; the message is a sentence for the upload form. */
export class ImageRefused extends Error {
  override readonly name = 'ImageRefused';

  constructor(
    readonly code: ImageRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

/** One file of an image: `<address>/<width>.<extension>`. */
export interface ImageVariant {
  width: number;
  extension: ImageExtension;
  contentType: string;
  bytes: Buffer;
}

export interface ProcessedImage {
  /** The upright (and, for a square purpose, cropped) original's size, which the address records. */
  width: number;
  height: number;
  /** The dominant colour, `#rrggbb` in lower case. */
  placeholder: string;
  variants: ImageVariant[];
}

type AcceptedFormat = (typeof UPLOAD_LIMITS.formats)[number];

const FORMAT_NAMES: Record<AcceptedFormat, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  avif: 'AVIF',
  gif: 'GIF',
};
const ACCEPTED_NAMES = UPLOAD_LIMITS.formats.map((format) => FORMAT_NAMES[format]);
/** "JPEG, PNG, WebP, AVIF or GIF" */
const ACCEPTED = `${ACCEPTED_NAMES.slice(0, -1).join(', ')} or ${ACCEPTED_NAMES.at(-1)}`;

/** The spec's quality for both formats. */
const QUALITY = 75;
const MEGABYTE = 1024 * 1024;

const ENCODERS: Record<ImageExtension, (image: Sharp) => Sharp> = {
  webp: (image) => image.webp({ quality: QUALITY }),
  // JPEG has no transparency: a transparent background becomes white, not black.
  jpg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: QUALITY, mozjpeg: true, progressive: true }),
};

/** 15.04 → "15.1": a size just over a limit never reads as the limit itself. */
const roundedUp = (value: number) => String(Math.ceil(value * 10) / 10);

/** sharp's name of the format the bytes are in: an AVIF is a HEIF whose compression is AV1. */
const formatOf = ({ format, compression }: Metadata): string =>
  format === 'heif' && compression === 'av1' ? 'avif' : format;

const isAccepted = (format: string): format is AcceptedFormat =>
  (UPLOAD_LIMITS.formats as readonly string[]).includes(format);

/** What the bytes say they are, from their header only (nothing decoded yet). */
async function headerOf(input: Buffer): Promise<Metadata> {
  try {
    // No pixel limit here: the header is all that is read, and the size is checked below with a sentence.
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused('not-an-image', `This file is not an image. Choose a ${ACCEPTED} file.`);
  }
}

function checkHeader(header: Metadata, purpose: ImagePurpose): void {
  const format = formatOf(header);
  if (!isAccepted(format)) {
    throw new ImageRefused(
      'unsupported-format',
      `This image is in the ${format.toUpperCase()} format, which the site does not take. Choose a ${ACCEPTED} file.`,
    );
  }
  const { width, height } = header.autoOrient;
  if (width * height > UPLOAD_LIMITS.maxPixels) {
    throw new ImageRefused(
      'too-many-pixels',
      `This image is ${roundedUp((width * height) / 1e6)} megapixels: an image may have at most ${
        UPLOAD_LIMITS.maxPixels / 1e6
      } megapixels.`,
    );
  }
  const { minSide } = IMAGE_PURPOSES[purpose];
  if (Math.min(width, height) < minSide) {
    throw new ImageRefused(
      'too-small',
      `This image is ${width} × ${height} pixels: it must be at least ${minSide} pixels on its shorter side.`,
    );
  }
}

/** The whole image decoded once, upright, cropped square if the purpose asks, as 8-bit sRGB pixels. */
async function decode(input: Buffer, purpose: ImagePurpose, header: Metadata) {
  const image = sharp(input, {
    autoOrient: true,
    // A truncated or corrupt file is refused; a mere warning (some cameras' files raise one) is not.
    failOn: 'error',
    limitInputPixels: UPLOAD_LIMITS.maxPixels,
    // An animated GIF or WebP: its first frame.
    animated: false,
  });
  if (IMAGE_PURPOSES[purpose].square) {
    const side = Math.min(header.autoOrient.width, header.autoOrient.height);
    image.resize(side, side, { fit: 'cover', position: 'attention' });
  }
  try {
    return await image.toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  } catch (error) {
    // The header was checked; this is a second guard, should a decoder see more pixels than it said.
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new ImageRefused(
        'too-many-pixels',
        `This image has too many pixels: an image may have at most ${UPLOAD_LIMITS.maxPixels / 1e6} megapixels.`,
      );
    }
    throw new ImageRefused('not-an-image', `This image is damaged or incomplete. Choose a complete ${ACCEPTED} file.`);
  }
}

const hex = (channel: number) => channel.toString(16).padStart(2, '0');

/** The format is read from the bytes, never from a name or a declared type; no output carries metadata. */
export async function processImage(input: Buffer, purpose: ImagePurpose): Promise<ProcessedImage> {
  if (input.length > UPLOAD_LIMITS.maxBytes) {
    throw new ImageRefused(
      'too-large',
      `This file is ${roundedUp(input.length / MEGABYTE)} MB: an image may be at most ${
        UPLOAD_LIMITS.maxBytes / MEGABYTE
      } MB.`,
    );
  }
  const header = await headerOf(input);
  checkHeader(header, purpose);
  const { data, info } = await decode(input, purpose, header);
  const upright = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

  let placeholder = '';
  const variants: ImageVariant[] = [];
  // One resize per width, encoded in each format: the work grows with the outputs, not with the decodes.
  for (const width of imageWidths(purpose, info.width)) {
    const sized = await upright
      .clone()
      .resize({ width, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(sized.data, { raw: sized.info });
    if (!placeholder) {
      // The smallest width has colours enough for one dominant, at a fraction of the original's cost.
      const { r, g, b } = (await pixels().stats()).dominant;
      placeholder = `#${hex(r)}${hex(g)}${hex(b)}`;
    }
    for (const { extension, contentType } of IMAGE_FORMATS) {
      variants.push({ width, extension, contentType, bytes: await ENCODERS[extension](pixels()).toBuffer() });
    }
  }
  return { width: info.width, height: info.height, placeholder, variants };
}
