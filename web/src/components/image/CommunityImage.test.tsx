import { render } from '@testing-library/react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { CommunityImage } from './CommunityImage';

const photo = '/media/album-photo/AbCdEfGhIjKlMnOpQrSt_2400x1600_3a5f7c';

function widthsOf(srcset: string | null | undefined): number[] {
  return (srcset ?? '').split(', ').map((candidate) => Number(candidate.split(' ')[1]?.replace('w', '')));
}

describe('CommunityImage', () => {
  it('serves an upload in WebP then JPEG at every width of its purpose, with the layout size', () => {
    const { container } = render(
      <CommunityImage address={photo} alt="The garden" sizes="(min-width: 40rem) 50vw, 100vw" />,
    );
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/webp', 'image/jpeg']);
    for (const source of sources) {
      expect(widthsOf(source.getAttribute('srcset'))).toEqual([640, 828, 1200, 1920, 2048]);
      expect(source).toHaveAttribute('sizes', '(min-width: 40rem) 50vw, 100vw');
    }
    expect(sources[0]?.getAttribute('srcset')).toContain(`${photo}/640.webp 640w`);
  });

  it('leaves its colour out of server-rendered HTML, where the CSP would block a style attribute', async () => {
    const { prelude } = await prerender(<CommunityImage address={photo} alt="The garden" sizes="100vw" />);
    const html = await new Response(prelude).text();
    expect(html).toContain('width="2400" height="1600"');
    expect(html).not.toContain('style=');
  });

  it('gives the <img> the size the address names, its colour while loading, and loads it lazily', () => {
    const { getByRole } = render(<CommunityImage address={photo} alt="The garden" sizes="100vw" />);
    const img = getByRole('img', { name: 'The garden' });
    expect(img).toHaveAttribute('src', `${photo}/2048.jpg`);
    expect(img).toHaveAttribute('width', '2400');
    expect(img).toHaveAttribute('height', '1600');
    expect(img).toHaveStyle({ backgroundColor: '#3a5f7c' });
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('loads a priority upload at once', () => {
    const { getByRole } = render(<CommunityImage address={photo} alt="Cover" sizes="100vw" priority />);
    expect(getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('shows a seeded /community/ file as a plain lazy <img>, with no sources to offer', () => {
    const { container, getByRole } = render(
      <CommunityImage address="/community/photos/garden.webp" alt="" sizes="100vw" className="cover" />,
    );
    expect(container.querySelector('picture, source')).toBeNull();
    const img = getByRole('presentation');
    expect(img).toHaveAttribute('src', '/community/photos/garden.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveClass('cover');
    expect(img).not.toHaveAttribute('width');
  });
});
