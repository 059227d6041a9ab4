/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { footerVariants } from './footer-variants';

const tokens = readFileSync(path.join(import.meta.dirname, '../../styles/tokens.css'), 'utf8');

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function palette(variant: string): Record<string, string> {
  const block = new RegExp(`\\[data-variant='${variant}'\\]\\s*\\{([^}]*)\\}`).exec(tokens)?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/--footer-(\w+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]));
}

describe('footer palettes (styles/tokens.css)', () => {
  it.each(footerVariants)('%s: text, headings and focus ring meet WCAG AA on the background', (variant) => {
    const { bg, fg, accent, focus } = palette(variant);
    expect(bg, `--footer-bg of ${variant}`).toBeDefined();
    expect(contrast(fg ?? '', bg ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(accent ?? '', bg ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(focus ?? '', bg ?? '')).toBeGreaterThanOrEqual(3); // non-text contrast, 1.4.11
  });

  it('page text and links meet WCAG AA on paper', () => {
    const color = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`).exec(tokens)?.[1] ?? '';
    for (const text of ['ink', 'ink-muted', 'accent-strong']) {
      expect(contrast(color(text), color('paper')), text).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color(text), color('surface-tint')), text).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(color('on-accent'), color('accent-strong'))).toBeGreaterThanOrEqual(4.5);
  });
});
