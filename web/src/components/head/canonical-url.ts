import { site } from '@/config/site';

/** A page's canonical address: its path on the site's canonical origin (the head's, the share button's). */
export const canonicalUrl = (path: string) => `${site.origin}${path}`;
