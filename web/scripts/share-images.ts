import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import satori from 'satori';
import sharp from 'sharp';
import type { RouteEntry } from '../src/lib/routing/route-entry.ts';
import {
  DEFAULT_SHARE_IMAGE,
  SHARE_IMAGE_DIR,
  SHARE_IMAGE_HEIGHT as HEIGHT,
  SHARE_IMAGE_WIDTH as WIDTH,
  shareImageName,
} from '../src/lib/routing/share-image.ts';

/**
 * The link-preview images (og:image): the page's artwork, cut to 1200×630, with a paper panel
 * carrying the site's name and the page's title in the site's type (Fraunces 600 over Source Sans
 * 3 600, as on the pages). satori lays the panel out and turns its text into SVG paths drawn from
 * the @fontsource files, so the result never depends on the fonts a machine has installed (sharp's
 * librsvg would pick system fonts, and cannot read woff2); sharp lays it over the artwork.
 */

const require = createRequire(import.meta.url);
const IMAGES = path.resolve(import.meta.dirname, '../src/assets/images');

/** Which artwork a page's image uses, by path prefix, the first match winning (as the pages do). */
const ARTWORK_BY_PREFIX: readonly [prefix: string, artwork: string][] = [
  ['/home/our-services', 'hero-services'],
  ['/home/', 'hero-about'],
  ['/insights', 'hero-insights'],
  ['/practices', 'hero-practices'],
  ['/contact', 'hero-contact'],
  ['/donate', 'hero-contact'],
  ['/voa/blog', 'tile-dusk'],
  ['/voa/library', 'tile-indigo'],
  ['/voa/photos', 'tile-clay'],
  ['/voa', 'tile-ochre'],
];
/** Pages with no artwork of their own (the policies, the default image). */
const DEFAULT_ARTWORK = 'hero-home';

export function artworkFor(routePath: string): string {
  if (routePath === '/home/') return 'hero-home';
  return ARTWORK_BY_PREFIX.find(([prefix]) => routePath.startsWith(prefix))?.[1] ?? DEFAULT_ARTWORK;
}

interface Font {
  name: string;
  data: Buffer;
  weight: 600;
  style: 'normal';
}

/**
 * The Latin subsets of the two families, as .woff (satori reads no woff2). satori draws a family's
 * glyphs from the first font of that name only, so each subset is a family of its own, and the
 * styles name them in turn (TITLE_FONTS, NAME_FONTS).
 */
const FONT_FILES: [family: string, pkg: string, file: string][] = [
  ['Fraunces', '@fontsource/fraunces', 'fraunces-latin-600-normal.woff'],
  ['Fraunces latin-ext', '@fontsource/fraunces', 'fraunces-latin-ext-600-normal.woff'],
  // The subset named Vietnamese also holds the dotted vowels of Yoruba (ẹ, ọ).
  ['Fraunces vietnamese', '@fontsource/fraunces', 'fraunces-vietnamese-600-normal.woff'],
  ['Source Sans 3', '@fontsource/source-sans-3', 'source-sans-3-latin-600-normal.woff'],
  ['Source Sans 3 latin-ext', '@fontsource/source-sans-3', 'source-sans-3-latin-ext-600-normal.woff'],
];
const TITLE_FONTS = 'Fraunces, "Fraunces latin-ext", "Fraunces vietnamese"';
const NAME_FONTS = '"Source Sans 3", "Source Sans 3 latin-ext"';

async function loadFonts(): Promise<Font[]> {
  return Promise.all(
    FONT_FILES.map(async ([name, pkg, file]) => ({
      name,
      weight: 600 as const,
      style: 'normal' as const,
      data: await readFile(path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', file)),
    })),
  );
}

/** The colours of styles/tokens.css (--color-paper, --color-ink, --color-ink-muted). */
const PAPER = '#fbf7f1';
const INK = '#221c18';
const INK_MUTED = '#5c5048';

/** A plain satori element: the shape JSX would produce, without React. */
interface Node {
  type: string;
  props: { style?: Record<string, string | number>; children?: (Node | string)[] | Node | string };
}
const div = (style: Record<string, string | number>, children: NonNullable<Node['props']['children']>): Node => ({
  type: 'div',
  props: { style, children },
});

function panel(siteName: string, title: string | null): Node {
  const size = title && title.length > 34 ? 56 : 68;
  return div({ width: WIDTH, height: HEIGHT, display: 'flex', position: 'relative' }, [
    div(
      {
        position: 'absolute',
        left: 56,
        bottom: 56,
        display: 'flex',
        flexDirection: 'column',
        maxWidth: 860,
        padding: '36px 44px',
        backgroundColor: PAPER,
        borderRadius: 6,
        borderLeft: `10px solid ${INK}`,
      },
      [
        div({ fontFamily: NAME_FONTS, fontWeight: 600, fontSize: 28, color: INK_MUTED, letterSpacing: 0.5 }, siteName),
        ...(title
          ? [
              div(
                {
                  fontFamily: TITLE_FONTS,
                  fontWeight: 600,
                  fontSize: size,
                  lineHeight: 1.1,
                  color: INK,
                  marginTop: 12,
                },
                title,
              ),
            ]
          : []),
      ],
    ),
  ]);
}

export interface ShareImageRenderer {
  /**
   * The JPEG for one page (an empty title: the site's name alone). A title with letters the site's fonts lack (Amharic, Arabic…) is left
   * off rather than drawn as empty boxes: the image then carries the site's name alone, and the
   * page's og:title still gives the title in full.
   */
  render(options: { title: string; artwork: string }): Promise<{ jpeg: Buffer; titleShown: boolean }>;
}

export async function shareImageRenderer(siteName: string): Promise<ShareImageRenderer> {
  const fonts = await loadFonts();
  const backgrounds = new Map<string, Promise<Buffer>>();
  const background = (artwork: string) => {
    let cut = backgrounds.get(artwork);
    if (!cut) {
      cut = sharp(path.join(IMAGES, `${artwork}.jpg`))
        .resize(WIDTH, HEIGHT, { fit: 'cover', position: 'centre' })
        .raw()
        .toBuffer();
      backgrounds.set(artwork, cut);
    }
    return cut;
  };

  /** The panel as SVG, or null when satori met text that none of the fonts covers. */
  async function panelSvg(title: string | null): Promise<string | null> {
    let uncovered = false;
    const svg = await satori(panel(siteName, title) as unknown as Parameters<typeof satori>[0], {
      width: WIDTH,
      height: HEIGHT,
      fonts,
      // satori asks for more fonts for text its fonts lack; there are none to give.
      loadAdditionalAsset: async () => {
        uncovered = true;
        return [];
      },
    });
    return uncovered ? null : svg;
  }

  return {
    async render({ title, artwork }) {
      const withTitle = await panelSvg(title || null);
      const svg = withTitle ?? (await panelSvg(null));
      if (!svg) throw new Error(`share image: the site name "${siteName}" has letters the fonts lack`);
      const jpeg = await sharp(await background(artwork), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
        .composite([{ input: Buffer.from(svg) }])
        .jpeg({ quality: 82 })
        .toBuffer();
      return { jpeg, titleShown: Boolean(title) && withTitle !== null };
    },
  };
}

/**
 * One image per indexable route (dist/og/<name>.jpg, names from lib/routing/share-image.ts), with
 * the route's title, and the default image, with the site's name alone. Returns how many it wrote.
 */
export async function writeShareImages(
  outDir: string,
  routes: readonly RouteEntry[],
  siteName: string,
): Promise<number> {
  const renderer = await shareImageRenderer(siteName);
  const dir = path.join(outDir, SHARE_IMAGE_DIR);
  await mkdir(dir, { recursive: true });
  const images = [
    ...routes.map((entry) => ({
      name: shareImageName(entry.path),
      title: entry.meta.title,
      artwork: artworkFor(entry.path),
    })),
    { name: DEFAULT_SHARE_IMAGE, title: '', artwork: DEFAULT_ARTWORK },
  ];
  const names = new Set(images.map((image) => image.name));
  if (names.size !== images.length) throw new Error('share images: two routes give the same image name');
  await Promise.all(
    images.map(async ({ name, title, artwork }) => {
      const { jpeg } = await renderer.render({ title, artwork });
      await writeFile(path.join(dir, `${name}.jpg`), jpeg);
    }),
  );
  return images.length;
}
