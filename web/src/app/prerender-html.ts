/** The pure half of web/scripts/prerender-plugin.ts; communityPage fills pages the same way. */

/**
 * A path ending in '/' goes to `<path>_index.html`, which firebase.json rewrites to: home.html would make Hosting
 * (trailingSlash: false) redirect /home/ to /home, and the spec's addresses keep their slash.
 */
export function prerenderedFileFor(routePath: string): string {
  if (routePath === '/404') return '404.html';
  return routePath.endsWith('/') ? `${routePath.slice(1)}_index.html` : `${routePath.slice(1)}.html`;
}

/** index.html with no page, served at /_shell, whose head postPage fills (functions/src/post-page). */
export const SPA_SHELL_FILE = '_shell.html';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** React writes a page's hoisted head tags (<title>, <meta>, <link>) at the start of its output. */
const LEADING_HEAD_TAGS = /^(?:<title\b[^>]*>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;
/** index.html's company defaults, replaced by the page's own. */
const DEFAULT_HEAD = /[ \t]*<(title|meta)\b[^>]*\bdata-default-head\b[^>]*>(?:[^<]*<\/title>)?\n?/g;
const EMPTY_ROOT = '<div id="root"></div>';

export interface RenderedPage {
  /** What React rendered into #root, its hoisted head tags first. */
  markup: string;
  /** The auth gate's text, shown instead of the page to a browser that may hold a session. */
  loadingText: string;
  /** Extra <head> elements: the stylesheets of the page's own chunks. */
  headLinks: readonly string[];
}

/** #root records the path it was rendered for: main.tsx hydrates only at that path. */
export function prerenderPage(template: string, routePath: string, page: RenderedPage): string {
  const head = LEADING_HEAD_TAGS.exec(page.markup)?.[0] ?? '';
  if (!head.includes('<title>')) throw new Error(`Prerendering ${routePath}: the page rendered no <title>`);
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT}`);
  const body = page.markup.slice(head.length);
  const pageHead = head.replace(/<(title|meta|link)\b/g, '<$1 data-default-head');
  const root =
    `<div id="root" data-prerendered-path="${escapeAttribute(routePath)}"` +
    ` data-loading-text="${escapeAttribute(page.loadingText)}">${body}</div>`;
  return template
    .replace(DEFAULT_HEAD, '')
    .replace(/\s*<\/head>/, () => `\n    ${[pageHead, ...page.headLinks].join('\n    ')}\n  </head>`)
    .replace(EMPTY_ROOT, () => root);
}
