/**
 * What a `?responsive` image import yields at build time (vite-imagetools' `as=picture` output):
 * one srcset per format and the largest fallback JPEG with its intrinsic size.
 */
export interface Picture {
  sources: Partial<Record<string, string>>;
  img: { src: string; w: number; h: number };
}
