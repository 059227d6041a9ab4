/**
 * The one site configuration: company facts shown in the header, footer and head.
 * Defaults live in web/.env; any VITE_SITE_* variable overrides them at build time.
 */
export const site = {
  name: import.meta.env.VITE_SITE_NAME,
  tagline: import.meta.env.VITE_SITE_TAGLINE,
  phone: import.meta.env.VITE_SITE_PHONE,
  headquarters: import.meta.env.VITE_SITE_HEADQUARTERS,
  industry: import.meta.env.VITE_SITE_INDUSTRY,
} as const;
