/** Spec section 9; shared by the build (vite.config.ts) and the tests. */
export const LARGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const SMALL_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const IMAGE_QUALITY = 75;
/** Best first: the browser takes the first <source> whose type it supports. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;

export type ImagePreset = 'large' | 'small';

/** Upscaled pixels cost bytes and add nothing; a narrower source is served at its own width. */
export function widthsFor(preset: ImagePreset, intrinsicWidth: number): number[] {
  const candidates: readonly number[] = preset === 'small' ? SMALL_WIDTHS : LARGE_WIDTHS;
  const fitting = candidates.filter((width) => width <= intrinsicWidth);
  return fitting.length > 0 ? fitting : [intrinsicWidth];
}

/** Reads the preset from an import query: `?responsive` (large) or `?responsive=small`. */
export function presetOf(query: URLSearchParams): ImagePreset | undefined {
  if (!query.has('responsive')) return undefined;
  return query.get('responsive') === 'small' ? 'small' : 'large';
}

/** `jpegOnly` for the unit tests, where AVIF encoding would only slow them down. */
export function imageDirectives(preset: ImagePreset, intrinsicWidth: number, jpegOnly = false): URLSearchParams {
  return new URLSearchParams({
    w: widthsFor(preset, intrinsicWidth).join(';'),
    format: jpegOnly ? 'jpg' : 'avif;webp;jpg',
    quality: String(IMAGE_QUALITY),
    // AVIF at sharp's default effort (4) takes about four times longer for files within 2% of this size.
    effort: '2',
    as: 'picture',
  });
}
