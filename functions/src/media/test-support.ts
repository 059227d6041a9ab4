import { crc32 } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

// Real image bytes for the media tests, made with sharp (small, so the tests stay fast).

export type Rgb = { r: number; g: number; b: number };
export const RED: Rgb = { r: 255, g: 0, b: 0 };
export const BLUE: Rgb = { r: 0, g: 0, b: 255 };

export const solid = (width: number, height: number, colour: Rgb = { r: 200, g: 120, b: 60 }): Sharp =>
  sharp({ create: { width, height, channels: 3, background: colour } });

/** A `width`×`height` image whose left half is `left` and right half `right`: its turns show. */
export const halves = (width: number, height: number, left: Rgb, right: Rgb): Sharp =>
  solid(width, height, right).composite([
    { input: { create: { width: width / 2, height, channels: 3, background: left } }, left: 0, top: 0 },
  ]);

/** A PNG whose header claims `width`×`height` over a single pixel's data: a decompression bomb's shape. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(1, 1).png().toBuffer());
  // IHDR is the first chunk: length (8), type (12), width (16), height (20), …, its CRC after 13 bytes of data (29).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The latitude an EXIF block records (`N 6 27 0`), read from its GPS directory; undefined without one. */
export function exifLatitude(exif: Buffer): string | undefined {
  const tiff = exif.subarray(exif.toString('latin1', 0, 6) === 'Exif\0\0' ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  /** Where the entry of `tag` starts in the directory at `directory`. */
  const entry = (directory: number, tag: number) => {
    for (let index = 0; index < u16(directory); index++) {
      const at = directory + 2 + index * 12;
      if (u16(at) === tag) return at;
    }
    return undefined;
  };
  const gpsPointer = entry(u32(4), 0x8825);
  if (gpsPointer === undefined) return undefined;
  const gps = u32(gpsPointer + 8);
  const reference = entry(gps, 0x0001);
  const latitude = entry(gps, 0x0002);
  if (reference === undefined || latitude === undefined) return undefined;
  // Three rationals (degrees, minutes, seconds), stored at the offset the entry gives.
  const values = u32(latitude + 8);
  const rationals = [0, 1, 2].map((index) => u32(values + index * 8) / u32(values + index * 8 + 4));
  return [tiff.toString('latin1', reference + 8, reference + 9), ...rationals].join(' ');
}
