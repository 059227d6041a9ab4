import { site } from '../config/site';
import { pageTitle } from './page-title';

export interface PageHeadProps {
  title: string;
  description: string;
  /** Path of the canonical URL (an alias page names its main path). */
  path: string;
  /** For pages that must stay out of search results (the 404 page). */
  noindex?: boolean;
  /** Atom feeds the page offers (the route entry's `feeds`), for feed readers to discover. */
  feeds?: readonly { title: string; href: string }[];
}

/**
 * Per-page head: title, description, canonical URL and Open Graph tags. React 19 hoists these
 * elements into <head> wherever they render, and removes them when the page goes.
 */
export function PageHead({ title, description, path, noindex, feeds = [] }: PageHeadProps) {
  const fullTitle = pageTitle(title);
  const url = `${site.origin}${path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {feeds.map((feed) => (
        <link key={feed.href} rel="alternate" type="application/atom+xml" title={feed.title} href={feed.href} />
      ))}
    </>
  );
}
