/**
 * The artwork of the seeded images (post and book covers, album photos, portraits of members, of the
 * board and of the team): abstract
 * patterns drawn from SVG, so that no third-party photograph is shipped. tools/seed/uploads.ts
 * uploads them as people would, through the functions' own processing.
 */
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

/** One picture: its pattern (the seed number) and its size in pixels, as the person's file would have it. */
export interface Artwork {
  seed: number;
  width: number;
  height: number;
}

/** What the artwork shows, in words: the alt text of the seeded covers and photos. */
export function describeArtwork({ seed }: Artwork): string {
  const { ground, bands, sun } = paletteWords[seed % paletteWords.length] ?? paletteWords[0];
  return `Abstract kente-like bands in ${bands} across ${ground}, under ${sun} sun`;
}

/** The pattern's own units across: any size draws the same picture, scaled. */
const DESIGN_WIDTH = 480;

/** Kente-like bands and a sun, different for every seed number, as SVG. */
export function artworkSvg({ seed, width, height }: Artwork): string {
  const [a, b, c, d] = palettes[seed % palettes.length] ?? palettes[0];
  const designHeight = Math.round((DESIGN_WIDTH * height) / width);
  const bands = Array.from({ length: 6 }, (_, i) => {
    const y = ((i * 53 + seed * 29) % designHeight) | 0;
    const h = 10 + ((i * 17 + seed * 7) % 40);
    return `<rect x="0" y="${y}" width="${DESIGN_WIDTH}" height="${h}" fill="${[a, c, d][i % 3]}" opacity="0.8"/>`;
  }).join('');
  const cx = (seed * 97) % DESIGN_WIDTH;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${DESIGN_WIDTH} ${designHeight}" preserveAspectRatio="none">
    <rect width="100%" height="100%" fill="${b}"/>${bands}
    <circle cx="${cx}" cy="${designHeight / 3}" r="${designHeight / 5}" fill="${d}" stroke="${c}" stroke-width="6"/>
  </svg>`;
}

/** The artwork as the PNG file a person would upload; sharp loads only when something is drawn. */
export async function drawArtwork(artwork: Artwork): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(artworkSvg(artwork)))
    .png()
    .toBuffer();
}

/** The first seed number of each kind: photo i is drawn with PHOTO_SEED + i, and so on. */
const PHOTO_SEED = 1;
const COVER_SEED = 11;
const ADVISORY_SEED = 21;
const BOOK_SEED = 31;
const MEMBER_SEED = 51;
/** After room for twenty member portraits. */
const TEAM_SEED = 71;

/**
 * The seeded pictures, each large enough for its purpose's smallest side (IMAGE_PURPOSES' minSide)
 * and for a few of its widths, so that pages get a srcset as they do for a person's upload.
 */
export const communityArtworks = {
  /** Album photos, a camera's 3:2. */
  photos: Array.from({ length: 9 }, (_, i): Artwork => ({ seed: PHOTO_SEED + i, width: 1000, height: 667 })),
  /** Post covers, 16:9. */
  covers: Array.from({ length: 6 }, (_, i): Artwork => ({ seed: COVER_SEED + i, width: 1000, height: 563 })),
  /** Library covers, upright like a book's. */
  books: Array.from({ length: 12 }, (_, i): Artwork => ({ seed: BOOK_SEED + i, width: 256, height: 384 })),
  /** Advisory board portraits, square. */
  advisory: Array.from({ length: 5 }, (_, i): Artwork => ({ seed: ADVISORY_SEED + i, width: 256, height: 256 })),
  /** The n-th member portrait, square. */
  member: (n: number): Artwork => ({ seed: MEMBER_SEED + n, width: 256, height: 256 }),
  /** The portrait of the n-th of the company's team, square. */
  team: (n: number): Artwork => ({ seed: TEAM_SEED + n, width: 256, height: 256 }),
};
