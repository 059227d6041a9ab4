/**
 * MemberPortrait's circle sides in CSS pixels, each a rule of member-portrait.module.css: an
 * attribute, not an inline style, which the CSP blocks in server-rendered HTML.
 */
export const PORTRAIT_SIZES = [32, 40, 56, 128] as const;
export type PortraitSize = (typeof PORTRAIT_SIZES)[number];
