/** Defaults live in web/.env; any VITE_SITE_* variable overrides them at build time. */

/** 'a.com, b.com' → ['a.com', 'b.com'], lower-cased, empty entries dropped. */
export function parseHostList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

export type SocialNetwork = 'linkedin' | 'facebook' | 'instagram' | 'twitter';

// Each variable as `import.meta.env.NAME`, which Vite replaces by its value; the whole object
// would ship every VITE_ variable in the entry.
export const site = {
  name: import.meta.env.VITE_SITE_NAME,
  tagline: import.meta.env.VITE_SITE_TAGLINE,
  phone: import.meta.env.VITE_SITE_PHONE,
  headquarters: import.meta.env.VITE_SITE_HEADQUARTERS,
  industry: import.meta.env.VITE_SITE_INDUSTRY,
  /** The year the company was founded. */
  founded: Number(import.meta.env.VITE_SITE_FOUNDED),
  /** Canonical origin, without a trailing slash. */
  origin: import.meta.env.VITE_SITE_ORIGIN.replace(/\/+$/, ''),
  /** Host names of the main company domain (navigation rules of spec section 2). */
  mainHosts: parseHostList(import.meta.env.VITE_SITE_MAIN_HOSTS),
  /** In the order they are shown; an empty URL hides that network. */
  socials: (
    [
      ['linkedin', import.meta.env.VITE_SITE_LINKEDIN_URL],
      ['facebook', import.meta.env.VITE_SITE_FACEBOOK_URL],
      ['instagram', import.meta.env.VITE_SITE_INSTAGRAM_URL],
      ['twitter', import.meta.env.VITE_SITE_TWITTER_URL],
    ] as const
  )
    .filter(([, url]) => Boolean(url))
    .map(([network, url]) => ({ network: network as SocialNetwork, url })),
  /** Same-origin path of the analytics script, or '' for none. */
  analyticsScriptPath: import.meta.env.VITE_ANALYTICS_SCRIPT_PATH ?? '',
} as const;

/**
 * Named in the privacy policy ('' says "an e-mail delivery service"). Its own export, so only the policy's chunk
 * carries it.
 */
export const mailProvider = import.meta.env.VITE_SITE_MAIL_PROVIDER ?? '';

/** `tel:` URI for a displayed phone number: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
}
