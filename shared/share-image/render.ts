import { readFile } from 'node:fs/promises';
import satori from 'satori';
import sharp from 'sharp';
import { SHARE_IMAGE_HEIGHT as HEIGHT, SHARE_IMAGE_WIDTH as WIDTH } from '../model/share-image.js';
import type { ShareImageAssets } from './assets.js';
import { FONT_FILES } from './fonts.js';
import { panel } from './panel.js';

/** Why: docs/decisions/0015-link-previews-rendered-by-functions.md */
export interface ShareImageRenderer {
  /** The JPEG for one page; a byline, then a title, with letters the fonts lack is left off. */
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
