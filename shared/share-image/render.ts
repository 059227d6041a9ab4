import { readFile } from 'node:fs/promises';
import satori from 'satori';
import sharp from 'sharp';
import { SHARE_IMAGE_HEIGHT as HEIGHT, SHARE_IMAGE_WIDTH as WIDTH } from '../model/share-image.js';
import type { ShareImageAssets } from './assets.js';
import { FONT_FILES } from './fonts.js';
import { panel } from './panel.js';

/**
 * A link-preview image: the artwork, cut to 1200×630, with a paper panel carrying the site's name
 * and the title in the site's type. satori lays the panel out and turns its text into SVG paths
 * drawn from the @fontsource files, so the result never depends on the fonts a machine has
 * installed (sharp's librsvg would pick system fonts, and cannot read woff2); sharp lays it over
 * the artwork. The web build (web/scripts/share-images.ts) and the postShareImage function both
 * render with this.
 */
export interface ShareImageRenderer {
  /**
   * The JPEG for one page (an empty title: the site's name alone). A title with letters the
   * fonts lack (Arabic, N'Ko, Tifinagh…; fonts.ts) is left off rather than drawn as empty boxes:
   * the image then carries the site's name alone, and the page's og:title still gives the title
   * in full. `byline` (a post's author, "By …") goes under the title; one with letters the fonts
   * lack is left off alone, the title kept.
   */
  render(options: { title: string; artwork: string; byline?: string }): Promise<RenderedShareImage>;
}

export interface RenderedShareImage {
  jpeg: Buffer;
  titleShown: boolean;
  bylineShown: boolean;
}

type SatoriFont = Parameters<typeof satori>[1]['fonts'][number];

export async function shareImageRenderer(siteName: string, assets: ShareImageAssets): Promise<ShareImageRenderer> {
  const fonts: SatoriFont[] = await Promise.all(
    FONT_FILES.map(async (font) => ({
      name: font.family,
      weight: 600 as const,
      style: 'normal' as const,
      data: await readFile(assets.font(font)),
    })),
  );
  const backgrounds = new Map<string, Promise<Buffer>>();
  const background = (artwork: string) => {
    let cut = backgrounds.get(artwork);
    if (!cut) {
      cut = sharp(assets.artwork(artwork)).resize(WIDTH, HEIGHT, { fit: 'cover', position: 'centre' }).raw().toBuffer();
      // A failed read is not kept: the next render tries again.
      cut.catch(() => backgrounds.delete(artwork));
      backgrounds.set(artwork, cut);
    }
    return cut;
  };

  /** The panel as SVG, or null when satori met text that none of the fonts covers. */
  async function panelSvg(title: string | null, byline: string | null): Promise<string | null> {
    let uncovered = false;
    const svg = await satori(panel(siteName, title, byline) as unknown as Parameters<typeof satori>[0], {
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
    async render({ title, artwork, byline }) {
      // The fullest panel whose text the fonts cover: with the byline, without it, the name alone.
      const shown = { title: title || null, byline: (title && byline) || null };
      let svg = await panelSvg(shown.title, shown.byline);
      if (!svg && shown.byline) {
        shown.byline = null;
        svg = await panelSvg(shown.title, null);
      }
      if (!svg && shown.title) {
        shown.title = null;
        svg = await panelSvg(null, null);
      }
      if (!svg) throw new Error(`share image: the site name "${siteName}" has letters the fonts lack`);
      const jpeg = await sharp(await background(artwork), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
        .composite([{ input: Buffer.from(svg) }])
        .jpeg({ quality: 82 })
        .toBuffer();
      return { jpeg, titleShown: shown.title !== null, bylineShown: shown.byline !== null };
    },
  };
}
