/** Apart from schema-helpers.ts (zod): features/blog/api/post.ts is on every post list's first load. */

/** The alt text stored with a cover: '' when there is no cover (the rules refuse any other). */
export const coverAltOf = (coverUrl: string, coverAlt: string): string =>
  coverUrl.trim() === '' ? '' : coverAlt.trim();
