/** vite-imagetools' `as=picture` output. */
export interface Picture {
  sources: Partial<Record<string, string>>;
  img: { src: string; w: number; h: number };
}
