import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberPortrait } from './MemberPortrait';

const portrait = '/media/portrait/AbCdEfGhIjKlMnOpQrSt_512x512_8a6a50';

describe('MemberPortrait', () => {
  it('serves an uploaded portrait at the portrait widths, laid out at its size in px, with alt ""', () => {
    const { container } = render(<MemberPortrait name="Amara Okafor" portraitUrl={portrait} size={48} />);
    const webp = container.querySelector('source[type="image/webp"]');
    expect(webp).toHaveAttribute(
      'srcset',
      [64, 128, 256, 384].map((width) => `${portrait}/${width}.webp ${width}w`).join(', '),
    );
    expect(webp).toHaveAttribute('sizes', '48px');
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('src', `${portrait}/384.jpg`);
    expect(img).toHaveAttribute('width', '512');
    expect(img).toHaveAttribute('loading', 'lazy');
    // The circle's side, for the CSS.
    expect(img?.closest('span')?.style.getPropertyValue('--portrait-size')).toBe('48px');
    expect(container.querySelector('[data-initials]')).toBeNull();
  });

  it('without a portrait ("" or none), draws the initials, hidden from screen readers, on the name’s colour', () => {
    for (const portraitUrl of ['', undefined]) {
      const { container, unmount } = render(<MemberPortrait name="Amara Okafor" portraitUrl={portraitUrl} size={32} />);
      const circle = container.firstElementChild as HTMLElement;
      // Drawn by CSS: the name beside the circle stays the only text.
      expect(circle).toHaveAttribute('data-initials', 'AO');
      expect(circle.textContent).toBe('');
      expect(circle).toHaveAttribute('aria-hidden', 'true');
      expect(circle.style.backgroundColor).not.toBe('');
      expect(circle.style.getPropertyValue('--portrait-size')).toBe('32px');
      expect(container.querySelector('img')).toBeNull();
      unmount();
    }
  });

  it('loads a priority portrait at once (the member page’s header)', () => {
    const { container } = render(<MemberPortrait name="Amara Okafor" portraitUrl={portrait} size={128} priority />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });
});
