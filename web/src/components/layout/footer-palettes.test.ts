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

/** Hue in degrees of a #rrggbb colour (HSL). */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const h = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (h * 60 + 360) % 360;
}
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

// The dark block comes after the light values and before the print block; it overrides the light values.
const darkStart = tokens.indexOf('@media (prefers-color-scheme: dark)');
const printStart = tokens.indexOf('@media print');
const schemes = { light: tokens.slice(0, darkStart), dark: tokens.slice(darkStart, printStart) } as const;
type Scheme = keyof typeof schemes;

function declarations(css: string, selector: string, prefix: string): Record<string, string> {
  const escaped = selector.replace(/[[\]]/g, '\\$&');
  const block = new RegExp(`${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(new RegExp(`--${prefix}([\\w-]+):\\s*(#[0-9a-f]{6})`, 'gi'))].map((m) => [m[1], m[2]]),
  );
}

/** A block's colours in a scheme: the light declarations, with the dark block's on top in dark. */
function colours(scheme: Scheme, selector: string, prefix: string): Record<string, string> {
  const light = declarations(schemes.light, selector, prefix);
  return scheme === 'light' ? light : { ...light, ...declarations(schemes.dark, selector, prefix) };
}
const palette = (scheme: Scheme, variant: string) => colours(scheme, `[data-variant='${variant}']`, 'footer-');

describe.each(['light', 'dark'] as const)('footer palettes (styles/tokens.css), %s scheme', (scheme) => {
  it.each(footerVariants)('%s: text, headings and focus ring meet WCAG AA on the background', (variant) => {
    const { bg, fg, accent, focus } = palette(scheme, variant);
    expect(bg, `--footer-bg of ${variant}`).toBeDefined();
    expect(contrast(fg ?? '', bg ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(accent ?? '', bg ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(focus ?? '', bg ?? '')).toBeGreaterThanOrEqual(3); // non-text contrast, 1.4.11
  });

  it('page text, links and messages meet WCAG AA on paper, surface and tint', () => {
    const color = (name: string) => colours(scheme, ':root', 'color-')[name] ?? '';
    for (const text of ['ink', 'ink-muted', 'accent-strong', 'error', 'success']) {
      for (const background of ['paper', 'surface', 'surface-tint'])
        expect(contrast(color(text), color(background)), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(color('on-accent'), color('accent-strong'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color('ink'), color('warning-surface'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color('focus'), color('paper'))).toBeGreaterThanOrEqual(3);
    expect(contrast(color('warning'), color('warning-surface'))).toBeGreaterThanOrEqual(3); // the notice's edge
  });
});

describe('the dark scheme (styles/tokens.css)', () => {
  it('turns the page dark: light ink on dark paper', () => {
    const light = colours('light', ':root', 'color-');
    const dark = colours('dark', ':root', 'color-');
    expect(luminance(dark.paper ?? '')).toBeLessThan(luminance(dark.ink ?? ''));
    expect(luminance(light.paper ?? '')).toBeGreaterThan(luminance(light.ink ?? ''));
  });

  it.each(footerVariants)('keeps the %s footer recognisable: a dark background of the same hue', (variant) => {
    const light = palette('light', variant);
    const dark = palette('dark', variant);
    expect(luminance(dark.bg ?? '')).toBeLessThan(0.05); // dark, like the page around it
    expect(hueDistance(hue(light.bg ?? ''), hue(dark.bg ?? ''))).toBeLessThanOrEqual(20);
  });
});
