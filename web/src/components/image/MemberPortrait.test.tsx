/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INITIALS_COLOURS } from './initials';
import { MemberPortrait } from './MemberPortrait';
import { PORTRAIT_SIZES } from './portrait-sizes';

/** The stylesheets as written (the tests' CSS modules are class-name stand-ins). */
const stylesheet = readFileSync(path.join(import.meta.dirname, 'member-portrait.module.css'), 'utf8');
const tokens = readFileSync(path.join(import.meta.dirname, '../../styles/tokens.css'), 'utf8');

const portrait = '/media/portrait/AbCdEfGhIjKlMnOpQrSt_512x512_8a6a50';

describe('MemberPortrait', () => {
  it('serves an uploaded portrait at the portrait widths, laid out at its size in px, with alt ""', () => {
    const { container } = render(<MemberPortrait name="Amara Okafor" portraitUrl={portrait} size={56} />);
    const webp = container.querySelector('source[type="image/webp"]');
    expect(webp).toHaveAttribute(
      'srcset',
      [64, 128, 256, 384].map((width) => `${portrait}/${width}.webp ${width}w`).join(', '),
    );
    expect(webp).toHaveAttribute('sizes', '56px');
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('src', `${portrait}/384.jpg`);
    expect(img).toHaveAttribute('width', '512');
    expect(img).toHaveAttribute('loading', 'lazy');
    // The circle's side, for the CSS.
    expect(img?.closest('span')).toHaveAttribute('data-size', '56');
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
      expect(INITIALS_COLOURS[Number(circle.dataset.colour)]).toBeDefined();
      expect(circle).toHaveAttribute('data-size', '32');
      expect(circle.getAttribute('style')).toBeNull();
      expect(container.querySelector('img')).toBeNull();
      unmount();
    }
  });

  it('loads a priority portrait at once (the member page’s header)', () => {
    const { container } = render(<MemberPortrait name="Amara Okafor" portraitUrl={portrait} size={128} priority />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('has a rule for every size it offers and every initials colour, in order: no inline style', () => {
    const rule = (selector: string) => new RegExp(`${selector.replace(/[[\]]/g, '\\$&')} \\{\\s*([^}]*?);?\\s*\\}`);
    for (const size of PORTRAIT_SIZES) {
      expect(rule(`.portrait[data-size='${size}']`).exec(stylesheet)?.[1], `size ${size}`).toBe(
        `--portrait-size: ${size}px`,
      );
    }
    INITIALS_COLOURS.forEach((colour, index) => {
      expect(rule(`.initials[data-colour='${index}']`).exec(stylesheet)?.[1], `colour ${index}`).toBe(
        `background-color: var(--color-initials-${index})`,
      );
      expect(tokens).toContain(`--color-initials-${index}: ${colour};`);
    });
  });
});
