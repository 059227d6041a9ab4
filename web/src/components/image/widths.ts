/**
 * The responsive-image widths of the spec (section 9) and the rule that picks them per source.
 * Shared by the build (vite.config.ts turns `?responsive` imports into these directives) and tests.
 */
export const LARGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const SMALL_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const IMAGE_QUALITY = 75;
/** Best first: the browser takes the first <source> whose type it supports. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;

export type ImagePreset = 'large' | 'small';

/**
 * The preset's widths that the source can serve without upscaling (upscaled pixels cost bytes
 * and add nothing). A source narrower than every width is served at its own width.
 */
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

/**
 * The vite-imagetools directives for one source: every fitting width, in every format, as a
 * <picture> description. `jpegOnly` is for the unit-test run, where no browser decodes the
 * files and AVIF encoding (seconds per image) would only slow the tests down.
 */
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
