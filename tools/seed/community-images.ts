/**
 * Generates the small demo images that the seeded community content points at (photos, covers,
 * portraits), as WebP files under web/public/community/. Abstract patterns drawn from SVG, so that
 * no third-party photograph is shipped. Run: npx tsx tools/seed/community-images.ts
 */
import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import sharp from 'sharp';

const root = resolve(import.meta.dirname, '../../web/public/community');

const palettes = [
  ['#c2572f', '#f4ece1', '#221c18', '#e0a458'],
  ['#2f6c5e', '#fbf7f1', '#1d2b26', '#d9b44a'],
  ['#7a3b69', '#f6e8f0', '#2a1725', '#e07a5f'],
  ['#1f4e79', '#eef4fa', '#14202b', '#f2a541'],
  ['#8c3d14', '#fbe4cf', '#2b1f16', '#4f772d'],
  ['#485710', '#e5eec6', '#1f2614', '#c2572f'],
] as const;

/** Each palette's colours in words, in the order of palettes: background, bands (a, c, d), sun (d). */
const paletteWords = [
  { ground: 'cream', bands: 'terracotta, ochre and near-black', sun: 'an ochre' },
  { ground: 'off-white', bands: 'deep green, gold and near-black', sun: 'a gold' },
  { ground: 'pale pink', bands: 'plum, coral and aubergine', sun: 'a coral' },
  { ground: 'pale blue', bands: 'navy, amber and ink', sun: 'an amber' },
  { ground: 'peach', bands: 'rust, leaf green and dark brown', sun: 'a leaf-green' },
  { ground: 'pale green', bands: 'olive, terracotta and dark olive', sun: 'a terracotta' },
] as const;

/** What pattern(seed) draws, in words: the alt text of the seeded covers and photos. */
function describe(seed: number): string {
  const { ground, bands, sun } = paletteWords[seed % paletteWords.length] ?? paletteWords[0];
  return `Abstract kente-like bands in ${bands} across ${ground}, under ${sun} sun`;
}

/** Kente-like bands and a sun: different for every seed number. */
function pattern(seed: number, width: number, height: number): string {
  const [a, b, c, d] = palettes[seed % palettes.length] ?? palettes[0];
  const bands = Array.from({ length: 6 }, (_, i) => {
    const y = ((i * 53 + seed * 29) % height) | 0;
    const h = 10 + ((i * 17 + seed * 7) % 40);
    return `<rect x="0" y="${y}" width="${width}" height="${h}" fill="${[a, c, d][i % 3]}" opacity="0.8"/>`;
  }).join('');
  const cx = (seed * 97) % width;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${b}"/>${bands}
    <circle cx="${cx}" cy="${height / 3}" r="${height / 5}" fill="${d}" stroke="${c}" stroke-width="6"/>
  </svg>`;
}

async function write(path: string, seed: number, width: number, height: number): Promise<void> {
  const file = resolve(root, path);
  await mkdir(dirname(file), { recursive: true });
  await sharp(Buffer.from(pattern(seed, width, height)))
    .webp({ quality: 60 })
    .toFile(file);
}

/** The first seed number of each kind: photo i is drawn with PHOTO_SEED + i, cover i with COVER_SEED + i. */
const PHOTO_SEED = 1;
const COVER_SEED = 11;

/** The files tools/seed/content.ts refers to. */
export const communityImages = {
  photos: Array.from({ length: 9 }, (_, i) => `/community/photos/photo-${i + 1}.webp`),
  covers: Array.from({ length: 6 }, (_, i) => `/community/covers/cover-${i + 1}.webp`),
  portraits: Array.from({ length: 5 }, (_, i) => `/community/advisory/portrait-${i + 1}.webp`),
};

/** The alt text of each of communityImages' photos and covers, index for index: the artwork described. */
export const communityImageAlts = {
  photos: communityImages.photos.map((_, i) => describe(PHOTO_SEED + i)),
  covers: communityImages.covers.map((_, i) => describe(COVER_SEED + i)),
};

async function main(): Promise<void> {
  await Promise.all([
    ...communityImages.photos.map((url, i) => write(url.replace('/community/', ''), PHOTO_SEED + i, 640, 480)),
    ...communityImages.covers.map((url, i) => write(url.replace('/community/', ''), COVER_SEED + i, 480, 320)),
    ...communityImages.portraits.map((url, i) => write(url.replace('/community/', ''), i + 21, 192, 192)),
  ]);
}

// No top-level await: seed.ts imports this module for communityImages, and the launcher loads it with require.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
