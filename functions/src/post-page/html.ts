import type { Post, PreviewedPost } from '#shared/model/index.js';

// What the functions read of a published post and of the site's shell. The post's page itself,
// its head for link previews included, is the web app's render: docs/decisions/0110-posts-rendered-with-their-data.md

/** What a link preview shows of a published post: its image is its uploaded cover or its share image. */
export type SharedPost = PreviewedPost &
  Pick<Post<Date | null>, 'title' | 'body' | 'author'> & {
    published: Date;
  };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

/** The text of an escaped value: the HTML escapes of &, <, >, " and ' undone. */
export function plainText(escaped: string): string {
  return escaped.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => ENTITIES[name] ?? '');
}

const DEFAULT_TITLE = /<title\b[^>]*\bdata-default-head\b[^>]*>([^<]*)<\/title>/;

/** The site's name, as the shell's default <title> gives it (web/.env's VITE_SITE_NAME, escaped). */
export function shellSiteName(shell: string): string {
  const name = DEFAULT_TITLE.exec(shell)?.[1]?.trim();
  if (!name) throw new Error('the SPA shell has no default <title data-default-head>');
  return name;
}
