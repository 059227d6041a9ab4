import {
  excerpt,
  mediaSrcset,
  parseMediaAddress,
  POST_COVER_SIZES,
  postPreviewImage,
  type Post,
  type PreviewedPost,
} from '#shared/model/index.js';
import { postUrl } from '../feed/blog-feed.js';

// A blog post's HTML for link previews: Hosting's SPA shell with the post's own head tags.
// Keep in step with the web app's PostHead: docs/decisions/0015-link-previews-rendered-by-functions.md

/** What a link preview shows of a published post: its image is its uploaded cover or its share image. */
export type SharedPost = PreviewedPost &
  Pick<Post<Date | null>, 'title' | 'body' | 'author'> & {
    published: Date;
  };

export function htmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

/** The text of an escaped value: htmlText's escapes (and &#39;, &apos;) undone. */
export function plainText(escaped: string): string {
  return escaped.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** index.html's company defaults (marked data-default-head), as web/src/app/prerender-html.ts finds them. */
const DEFAULT_HEAD = /[ \t]*<(title|meta)\b[^>]*\bdata-default-head\b[^>]*>(?:[^<]*<\/title>)?\n?/g;
const DEFAULT_TITLE = /<title\b[^>]*\bdata-default-head\b[^>]*>([^<]*)<\/title>/;

/** The site's name, as the shell's default <title> gives it (web/.env's VITE_SITE_NAME, escaped). */
export function shellSiteName(shell: string): string {
  const name = DEFAULT_TITLE.exec(shell)?.[1]?.trim();
  if (!name) throw new Error('the SPA shell has no default <title data-default-head>');
  return name;
}

/** The post's head tags, marked data-default-head like the shell's, so main.tsx replaces them. */
export function postHeadTags(post: SharedPost, origin: string, escapedSiteName: string): string[] {
  const title = `${htmlText(post.title)} | ${escapedSiteName}`;
  const description = htmlText(excerpt(post.body));
  const url = htmlText(postUrl(origin, post.slug));
  const image = postPreviewImage(post);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${url}">`,
    '<meta property="og:type" content="article">',
    `<meta property="og:site_name" content="${escapedSiteName}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta property="og:image" content="${htmlText(`${origin}${image.path}`)}">`,
    `<meta property="og:image:width" content="${image.width}">`,
    `<meta property="og:image:height" content="${image.height}">`,
    `<meta property="og:image:alt" content="${image.alt === undefined ? title : htmlText(image.alt)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta property="article:published_time" content="${post.published.toISOString()}">`,
    `<meta property="article:author" content="${htmlText(post.author.displayName)}">`,
    '<link rel="alternate" type="application/atom+xml" title="VOA Blog" href="/voa/blog/feed.xml">',
  ].map((tag) => tag.replace(/^<(title|meta|link)\b/, '<$1 data-default-head'));
}

/**
 * The uploaded cover's WebP files, asked for with the page: the cover is the page's largest paint,
 * and the app learns its address only once it has read the post. Same srcset and sizes as the
 * page's <picture>, so the browser picks the file the page then shows. null without an uploaded cover.
 * Not data-default-head: it stays when the app takes over the head.
 */
export function coverPreloadTag(post: Pick<Post<unknown>, 'coverUrl'>): string | null {
  const srcset = parseMediaAddress(post.coverUrl)?.purpose === 'post-cover' && mediaSrcset(post.coverUrl, 'webp');
  if (!srcset) return null;
  return `<link rel="preload" as="image" type="image/webp" imagesrcset="${htmlText(srcset)}" imagesizes="${POST_COVER_SIZES}" fetchpriority="high">`;
}

/** The shell with the post's head; nothing else changes (the inline script's CSP hash must still hold). */
export function postPageHtml(shell: string, post: SharedPost, origin: string): string {
  if (!shell.includes('</head>')) throw new Error('the SPA shell has no </head>');
  const preload = coverPreloadTag(post);
  const tags = [...postHeadTags(post, origin.replace(/\/+$/, ''), shellSiteName(shell)), ...(preload ? [preload] : [])];
  return shell.replace(DEFAULT_HEAD, '').replace(/\s*<\/head>/, () => `\n    ${tags.join('\n    ')}\n  </head>`);
}
