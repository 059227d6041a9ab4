/**
 * Writes web/public/favicon.ico from favicon.svg: 16, 32 and 48 px PNGs in one ICO file. Pages name
 * the SVG icon, but browsers still ask for /favicon.ico on their own (for a text file, a PDF, a
 * bookmark), and without it Hosting answers 404.
 *
 * Run after changing favicon.svg: npx tsx web/scripts/generate-favicon-ico.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const publicDir = join(import.meta.dirname, '..', 'public');
const SIZES = [16, 32, 48];

const svg = readFileSync(join(publicDir, 'favicon.svg'));
const images = await Promise.all(SIZES.map((size) => sharp(svg, { density: 384 }).resize(size, size).png().toBuffer()));

// ICO: a 6-byte header (reserved 0, type 1 = icon, count), a 16-byte entry per image, the images.
const header = Buffer.alloc(6);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(SIZES.length, 4);
let offset = header.length + 16 * SIZES.length;
const entries = images.map((image, index) => {
  const size = SIZES[index] ?? 0;
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size, 0); // width
  entry.writeUInt8(size, 1); // height
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(image.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += image.length;
  return entry;
});
writeFileSync(join(publicDir, 'favicon.ico'), Buffer.concat([header, ...entries, ...images]));
