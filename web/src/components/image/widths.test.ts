import { describe, expect, it } from 'vitest';
import { imageDirectives, LARGE_WIDTHS, presetOf, SMALL_WIDTHS, widthsFor } from './widths';

describe('widthsFor', () => {
  it('serves every spec width a large source can fill, never upscaling', () => {
    expect(widthsFor('large', 4000)).toEqual([...LARGE_WIDTHS]);
    expect(widthsFor('large', 2048)).toEqual([640, 750, 828, 1080, 1200, 1920, 2048]);
    expect(widthsFor('large', 1000)).toEqual([640, 750, 828]);
  });

  it('uses the small sizes for the small preset', () => {
    expect(widthsFor('small', 384)).toEqual([...SMALL_WIDTHS]);
    expect(widthsFor('small', 100)).toEqual([16, 32, 48, 64, 96]);
  });

  it('falls back to the source width when the source is narrower than every width', () => {
    expect(widthsFor('large', 500)).toEqual([500]);
    expect(widthsFor('small', 10)).toEqual([10]);
  });
});

describe('presetOf', () => {
  it('reads ?responsive and ?responsive=small, and ignores other imports', () => {
    expect(presetOf(new URLSearchParams('responsive'))).toBe('large');
    expect(presetOf(new URLSearchParams('responsive=small'))).toBe('small');
    expect(presetOf(new URLSearchParams('w=300'))).toBeUndefined();
  });
});

describe('imageDirectives', () => {
  it('asks the build for every fitting width in AVIF, WebP and JPEG (fallback last) at quality 75', () => {
    const directives = imageDirectives('large', 2048);
    expect(directives.get('w')).toBe('640;750;828;1080;1200;1920;2048');
    expect(directives.get('format')).toBe('avif;webp;jpg');
    expect(directives.get('quality')).toBe('75');
    expect(directives.get('as')).toBe('picture');
  });

  it('encodes only JPEG when asked (the unit-test run)', () => {
    expect(imageDirectives('small', 384, true).get('format')).toBe('jpg');
  });
});
