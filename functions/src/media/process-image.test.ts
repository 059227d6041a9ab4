import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS, type ImagePurpose } from '#shared/model/index.js';
import { ImageRefused, processImage, type ImageRefusalCode } from './process-image.js';
import { BLUE, RED, exifLatitude, halves, pngClaiming, solid, type Rgb } from './test-support.js';

const ACCEPTED = 'Choose a JPEG, PNG, WebP, AVIF or GIF file.';

/** What processImage refuses `input` with, failing the test if it accepts it. */
async function refusal(input: Buffer, purpose: ImagePurpose = 'post-cover'): Promise<ImageRefused> {
  const outcome = await processImage(input, purpose).then(
    () => 'accepted',
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(ImageRefused);
  return outcome as ImageRefused;
}

const expectRefusal = async (input: Buffer, code: ImageRefusalCode, message: string, purpose?: ImagePurpose) =>
  expect(await refusal(input, purpose)).toMatchObject({ code, message });

/** The sRGB colour of the pixel at (x, y) of an encoded image. */
async function pixelAt(image: Buffer, x: number, y: number): Promise<Rgb> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at] ?? -1, g: data[at + 1] ?? -1, b: data[at + 2] ?? -1 };
}

/** Within a lossy encoding's reach of `colour`, channel by channel. */
const expectNear = (pixel: Rgb, colour: Rgb) =>
  expect([pixel.r - colour.r, pixel.g - colour.g, pixel.b - colour.b].map(Math.abs).every((gap) => gap <= 24)).toBe(
    true,
  );

describe('processImage', () => {
  it('drops the EXIF (with its GPS position), the XMP and the ICC profile from every file', async () => {
    const photo = await solid(800, 600)
      .withExif({
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 23/1 0/1' },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
      )
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    const original = await sharp(photo).metadata();
    expect(original.exif && exifLatitude(original.exif)).toBe('N 6 27 0');
    expect(original.xmp).toBeDefined();
    expect(original.icc).toBeDefined();

    const { variants } = await processImage(photo, 'post-cover');
    expect(variants.length).toBe(2);
    for (const { bytes } of variants) {
      const output = await sharp(bytes).metadata();
      expect(output).toMatchObject({ hasProfile: false });
      expect([output.exif, output.xmp, output.icc, output.iptc, output.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
  });

  it('turns an image upright by its orientation tag, and reports the upright size', async () => {
    // Stored 800×600, left half red; orientation 6 shows it turned a quarter clockwise: red on top.
    const stored = await halves(800, 600, RED, BLUE).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const image = await processImage(stored, 'post-cover');
    expect([image.width, image.height]).toEqual([600, 800]);
    for (const { bytes, width } of image.variants) {
      expect(width).toBe(600);
      expect(await sharp(bytes).metadata()).toMatchObject({ width: 600, height: 800 });
      expectNear(await pixelAt(bytes, 300, 100), RED);
      expectNear(await pixelAt(bytes, 300, 700), BLUE);
    }
  });

  it('makes each width of the purpose the original reaches, in WebP and JPEG', async () => {
    const cover = await solid(1000, 700).png().toBuffer();
    const image = await processImage(cover, 'post-cover');
    expect([image.width, image.height]).toEqual([1000, 700]);
    expect(image.variants.map(({ width, extension, contentType }) => [width, extension, contentType])).toEqual([
      [640, 'webp', 'image/webp'],
      [640, 'jpg', 'image/jpeg'],
      [828, 'webp', 'image/webp'],
      [828, 'jpg', 'image/jpeg'],
    ]);
    for (const { bytes, width, extension } of image.variants) {
      const output = await sharp(bytes).metadata();
      expect(output.format).toBe(extension === 'jpg' ? 'jpeg' : 'webp');
      expect([output.width, output.height]).toEqual([width, Math.round((width * 700) / 1000)]);
    }
    const jpeg = image.variants.find(({ extension }) => extension === 'jpg');
    expect(jpeg && (await sharp(jpeg.bytes).metadata()).isProgressive).toBe(true);
  });

  it('crops a portrait square, never enlarging a small one', async () => {
    const image = await processImage(await solid(300, 200).jpeg().toBuffer(), 'portrait');
    expect([image.width, image.height]).toEqual([200, 200]);
    expect(image.variants.map(({ width }) => width)).toEqual([64, 64, 128, 128]);
    for (const { bytes, width } of image.variants) {
      expect(await sharp(bytes).metadata()).toMatchObject({ width, height: width });
    }
  });

  it('keeps the dominant colour as a #rrggbb placeholder', async () => {
    const { placeholder } = await processImage(await solid(500, 400, RED).png().toBuffer(), 'post-cover');
    expect(placeholder).toMatch(/^#[0-9a-f]{6}$/);
    // sharp reports the centre of the histogram bin the colour falls in: #f80808 for pure red.
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(placeholder.slice(at, at + 2), 16));
    expect(r).toBeGreaterThanOrEqual(240);
    expect(g).toBeLessThanOrEqual(16);
    expect(b).toBeLessThanOrEqual(16);
  });

  it('takes the first frame of an animated GIF', async () => {
    const frame = (colour: Rgb) => solid(200, 160, colour).png().toBuffer();
    const gif = await sharp([await frame(RED), await frame(BLUE)], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const image = await processImage(gif, 'library-cover');
    expect([image.width, image.height]).toEqual([200, 160]);
    const webp = image.variants.find(({ extension }) => extension === 'webp');
    expect(webp && (await sharp(webp.bytes).metadata()).pages).toBeUndefined();
    expectNear(await pixelAt(webp?.bytes ?? Buffer.alloc(0), 100, 80), RED);
  });

  it('reads an AVIF (which sharp names HEIF, compressed with AV1) as an accepted format', async () => {
    const avif = await solid(160, 160).avif().toBuffer();
    expect(await sharp(avif).metadata()).toMatchObject({ format: 'heif', compression: 'av1' });
    const image = await processImage(avif, 'portrait');
    expect(image.variants.map(({ width, extension }) => `${width}.${extension}`)).toEqual([
      '64.webp',
      '64.jpg',
      '128.webp',
      '128.jpg',
    ]);
  });

  it('puts a transparent background on white in JPEG and keeps it transparent in WebP', async () => {
    const transparent = await sharp({ create: { width: 200, height: 200, channels: 4, background: 'transparent' } })
      .png()
      .toBuffer();
    const { variants } = await processImage(transparent, 'portrait');
    const [webp, jpeg] = variants;
    expect(jpeg && (await pixelAt(jpeg.bytes, 10, 10))).toEqual({ r: 255, g: 255, b: 255 });
    expect(webp && (await sharp(webp.bytes).metadata()).hasAlpha).toBe(true);
  });
});

describe('processImage refuses', () => {
  it('a file that is not an image, whatever its name says', async () => {
    const text = Buffer.from('holiday.jpg\nThese are my notes, not a photo.\n');
    await expectRefusal(text, 'not-an-image', `This file is not an image. ${ACCEPTED}`);
    await expectRefusal(Buffer.alloc(0), 'not-an-image', `This file is not an image. ${ACCEPTED}`);
  });

  it('an image cut short', async () => {
    // Noise, so that half the file holds half the picture.
    const noise = Buffer.alloc(300 * 200 * 3).map((_, index) => (index * 7919) % 251);
    const jpeg = await sharp(noise, { raw: { width: 300, height: 200, channels: 3 } })
      .jpeg()
      .toBuffer();
    const cut = jpeg.subarray(0, jpeg.length / 2);
    await expectRefusal(
      cut,
      'not-an-image',
      'This image is damaged or incomplete. Choose a complete JPEG, PNG, WebP, AVIF or GIF file.',
      'library-cover',
    );
    // The same file whole is taken: the cut alone refuses it.
    await expect(processImage(jpeg, 'library-cover')).resolves.toMatchObject({ width: 300, height: 200 });
  });

  it('an image in a format sharp reads but the site does not take (SVG, TIFF)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="red"/></svg>',
    );
    await expectRefusal(
      svg,
      'unsupported-format',
      `This image is in the SVG format, which the site does not take. ${ACCEPTED}`,
    );
    const tiff = await solid(800, 600).tiff().toBuffer();
    await expectRefusal(
      tiff,
      'unsupported-format',
      `This image is in the TIFF format, which the site does not take. ${ACCEPTED}`,
    );
  });

  it('a file over the size limit, before reading it', async () => {
    // Zeros: the size alone refuses it, so it is never decoded (it would be 'not-an-image').
    await expectRefusal(
      Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1),
      'too-large',
      'This file is 15.1 MB: an image may be at most 15 MB.',
    );
  });

  it('an image of more pixels than the limit, from its header alone', async () => {
    const bomb = await pngClaiming(10_000, 10_000);
    expect(bomb.length).toBeLessThan(100);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 10_000 });
    await expectRefusal(
      bomb,
      'too-many-pixels',
      'This image is 100 megapixels: an image may have at most 50 megapixels.',
    );
  });

  it('an image smaller than the purpose asks on its shorter side', async () => {
    const small = await solid(300, 200).jpeg().toBuffer();
    await expectRefusal(
      small,
      'too-small',
      'This image is 300 × 200 pixels: it must be at least 400 pixels on its shorter side.',
    );
    const tiny = await solid(100, 300).jpeg().toBuffer();
    await expectRefusal(
      tiny,
      'too-small',
      'This image is 100 × 300 pixels: it must be at least 128 pixels on its shorter side.',
      'portrait',
    );
  });
});
