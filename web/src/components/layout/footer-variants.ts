/** The footer colour variants of spec section 2; each is a palette in styles/tokens.css. */
export const footerVariants = ['pink', 'peach', 'lime', 'blue', 'lux', 'alt', 'library', 'banned'] as const;
export type FooterVariant = (typeof footerVariants)[number];

/** Whole segments only, most specific first; no match (the 404 page) gets the fallback. */
export const footerVariantRules: readonly (readonly [prefix: string, variant: FooterVariant])[] = [
  ['/voa/library/bannedbooks', 'banned'],
  ['/voa/library', 'library'],
  ['/voa', 'lux'],
  ['/donate', 'lux'],
  ['/practices', 'lime'],
  ['/insights', 'blue'],
  ['/policies', 'alt'],
  ['/contact', 'pink'],
  ['/home', 'peach'],
];

export const fallbackFooterVariant: FooterVariant = 'alt';

export function footerVariantFor(pathname: string): FooterVariant {
  const rule = footerVariantRules.find(
    ([prefix]) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
  return rule ? rule[1] : fallbackFooterVariant;
}
