import { site } from '@/config/site';
import { canonicalUrl } from './canonical-url';
import { DEFAULT_SHARE_IMAGE, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from '@/lib/routing/share-image';
import { pageTitle } from './page-title';

/** A link-preview image by its absolute URL; without alt text of its own, the page's title describes it. */
interface UrlImage {
  url: string;
  width: number;
  height: number;
  alt?: string;
}

export interface PageHeadProps {
  title: string;
  description: string;
  /** Path of the canonical URL (an alias page names its main path). */
  path: string;
  /** For pages that must stay out of search results (the 404 page). */
  noindex?: boolean;
  /** Atom feeds the page offers (the route entry's `feeds`), for feed readers to discover. */
  feeds?: readonly { title: string; href: string }[];
  /** A build-time image's name, or an absolute URL with its size and alt text; default: the site's image. */
  image?: { name: string } | UrlImage;
  /** A blog post: og:type article, with its date and writer. */
  article?: { publishedTime: Date | null; author: string };
}

/**
 * React 19 hoists these into <head>. The same tags are in the prerendered HTML and postPage's, for link previews, which
 * run no scripts.
 */
export function PageHead({ title, description, path, noindex, feeds = [], image, article }: PageHeadProps) {
  const fullTitle = pageTitle(title);
  const url = canonicalUrl(path);
  const preview: UrlImage =
    image && 'url' in image
      ? image
      : {
          url: `${site.origin}${shareImagePath(image?.name ?? DEFAULT_SHARE_IMAGE)}`,
          width: SHARE_IMAGE_WIDTH,
          height: SHARE_IMAGE_HEIGHT,
        };
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content={article ? 'article' : 'website'} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={preview.url} />
      <meta property="og:image:width" content={String(preview.width)} />
      <meta property="og:image:height" content={String(preview.height)} />
      <meta property="og:image:alt" content={preview.alt ?? fullTitle} />
      <meta name="twitter:card" content="summary_large_image" />
      {article?.publishedTime && (
        <meta property="article:published_time" content={article.publishedTime.toISOString()} />
      )}
      {article && <meta property="article:author" content={article.author} />}
      {feeds.map((feed) => (
        <link key={feed.href} rel="alternate" type="application/atom+xml" title={feed.title} href={feed.href} />
      ))}
    </>
  );
}
