/** An attribute, not an inline style, which the CSP blocks in server-rendered HTML. */
export const PORTRAIT_SIZES = [32, 40, 56, 128] as const;
export type PortraitSize = (typeof PORTRAIT_SIZES)[number];
