/**
 * Writes the home-screen icons of the web manifest (web/src/app/seo-files.ts, WEB_MANIFEST_ICONS)
 * and the Apple touch icon from favicon.svg, so every icon is the same drawing:
 * - icons/icon-192.png, icons/icon-512.png: the favicon as it is, rounded corners transparent;
 * - icons/icon-maskable-512.png, apple-touch-icon.png (180 px): the square filled to its edges,
 *   because Android (maskable) and iOS cut their own shape out of it and show transparent corners
 *   as black. The letter lies within the middle 80% circle that a mask may keep.
 * apple-touch-icon.png sits at the site's root, where iOS also asks for it on its own.
 *
 * Run after changing favicon.svg: npx tsx web/scripts/generate-touch-icons.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const publicDir = join(import.meta.dirname, '..', 'public');
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
// The square's rounded corners are the background rectangle's rx: without it, it fills the square.
const fullBleed = svg.replace(/(<rect\b[^>]*?)\s+rx="[^"]*"/, '$1');
if (fullBleed === svg) throw new Error('favicon.svg: no rounded background <rect rx="…"> to fill to the edges');

const icons = [
  { file: 'icons/icon-192.png', size: 192, source: svg },
  { file: 'icons/icon-512.png', size: 512, source: svg },
  { file: 'icons/icon-maskable-512.png', size: 512, source: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, source: fullBleed },
];

for (const { file, size, source } of icons) {
  await sharp(Buffer.from(source), { density: 72 * (size / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, file));
  console.log(`wrote web/public/${file} (${size}×${size})`);
}
