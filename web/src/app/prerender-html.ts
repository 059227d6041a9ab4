/**
 * The pure half of the prerender step (web/scripts/prerender-plugin.ts): where each page's file
 * goes, and how a page's rendered markup goes into the built index.html. The communityPage function
 * fills pages the same way, through the server entry (entry-server.tsx).
 */

/**
 * The file Hosting (cleanUrls) serves for a path: /contact → contact.html, /404 → 404.html. A path
 * ending in '/' (/home/, /insights/press/) goes to `<path>_index.html`, which firebase.json
 * rewrites it to: home.html or home/index.html would make Hosting (trailingSlash: false) redirect
 * /home/ to /home, and the spec's addresses keep their slash.
 */
export function prerenderedFileFor(routePath: string): string {
  if (routePath === '/404') return '404.html';
  return routePath.endsWith('/') ? `${routePath.slice(1)}_index.html` : `${routePath.slice(1)}.html`;
}

/**
 * index.html as built, with no page in it, served at /_shell: the postPage function fills its head
 * with a post's tags (functions/src/post-page). index.html itself has no address of its own
 * (cleanUrls sends /index.html to /, which redirects to /home/).
 */
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

/**
 * index.html with one page in it: the page's head tags in place of the defaults (marked
 * data-default-head like them: main.tsx removes them when the app renders its own), and its markup
 * in #root, which records the path it was rendered for (main.tsx hydrates only at that path).
 */
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
