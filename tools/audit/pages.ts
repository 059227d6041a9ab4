/**
 * The pages `npm run audit` measures: the home page, one practice page, the community home and
 * the sign-in page. A page not (yet) in the route table is still measured and flagged as such.
 */
export const AUDITED_PATHS = ['/home/', '/practices/writing-storytelling', '/voa/voices-of-africa', '/voa/_auth_'];

/** The targets of issue 6: performance on mobile, and the other three categories on both. */
export const TARGETS = {
  performance: { score: 95, forms: ['mobile'] },
  accessibility: { score: 100, forms: ['mobile', 'desktop'] },
  'best-practices': { score: 100, forms: ['mobile', 'desktop'] },
  seo: { score: 100, forms: ['mobile', 'desktop'] },
} as const;
