import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Real plugin output: vite.config.ts's vite-imagetools step runs in the tests too (JPEG only there,
// see imageDirectives), so these imports carry the real widths and intrinsic sizes.
import hero from '@/assets/images/hero-home.jpg?responsive';
import tile from '@/assets/images/tile-ochre.jpg?responsive=small';
import type { Picture } from './picture';
import { ResponsiveImage } from './ResponsiveImage';

function widthsOf(srcset: string | null | undefined): number[] {
  return (srcset ?? '').split(', ').map((candidate) => Number(candidate.split(' ')[1]?.replace('w', '')));
}

/** The shape the build produces for a three-format image (sources listed in encoding order). */
const threeFormats: Picture = {
  sources: {
    jpeg: '/a-640.jpg 640w, /a-1080.jpg 1080w',
    webp: '/a-640.webp 640w, /a-1080.webp 1080w',
    avif: '/a-640.avif 640w, /a-1080.avif 1080w',
  },
  img: { src: '/a-1080.jpg', w: 1080, h: 720 },
};

describe('ResponsiveImage', () => {
  it('offers AVIF first, then WebP, then JPEG, whatever order the build lists them in', () => {
    const { container } = render(<ResponsiveImage picture={threeFormats} alt="" sizes="50vw" />);
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    expect(sources[0]).toHaveAttribute('srcset', threeFormats.sources.avif);
    for (const source of sources) expect(source).toHaveAttribute('sizes', '50vw');
  });

  it('serves a hero at the spec widths up to its source width (2048), never 3840', () => {
    const { container } = render(<ResponsiveImage picture={hero} alt="" sizes="100vw" />);
    const jpeg = container.querySelector('source[type="image/jpeg"]');
    expect(widthsOf(jpeg?.getAttribute('srcset'))).toEqual([640, 750, 828, 1080, 1200, 1920, 2048]);
  });

  it('serves ?responsive=small at the small sizes', () => {
    const { container } = render(<ResponsiveImage picture={tile} alt="" sizes="6rem" />);
    const jpeg = container.querySelector('source[type="image/jpeg"]');
    expect(widthsOf(jpeg?.getAttribute('srcset'))).toEqual([16, 32, 48, 64, 96, 128, 256, 384]);
  });

  it('gives the fallback <img> its intrinsic size so nothing shifts, and loads it lazily by default', () => {
    const { container } = render(<ResponsiveImage picture={hero} alt="" sizes="100vw" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('width', '2048');
    expect(img).toHaveAttribute('height', '1152');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('fetchpriority', 'auto');
    expect(img).toHaveAttribute('alt', '');
  });

  it('loads a priority (hero) image eagerly with high fetch priority', () => {
    const { container } = render(<ResponsiveImage picture={hero} alt="Artwork" sizes="100vw" priority />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('alt', 'Artwork');
  });
});
