/**
 * The site's server render as the web build leaves it for the communityPage function: the server
 * entry bundled whole (React, the router, the pages, the Firestore Lite SDK) with the pages it
 * renders on request. Written by web/scripts/prerender-plugin.ts, read by functions/src/community-page.
 * Why: docs/decisions/0101-community-lists-rendered-with-their-data.md
 *
 * Its layout: functions/site-render/<the web build's folder: dist, dist-e2e>/ holds entry-server.js
 * (with its chunks) and pages.json. Types only: Vite's config loader would warn about the ES
 * syntax of a value module here (shared/ is CommonJS), so each side names the files itself.
 */

/** What React rendered for one page (web/src/entry-server.tsx). */
export interface RenderedRoute {
  /** The markup of #root, the page's hoisted head tags first. */
  markup: string;
  /** The auth gate's text. */
  loadingText: string;
  /** The source modules the page imported, for its stylesheets. */
  modules: string[];
  /** With data: the page's JSON island (a script element); else ''. */
  island: string;
  /** The HTTP status: 404 when the page found nothing at its address (an unknown album), else 200. */
  status: number;
}

/** The page as the build fills it into index.html (web/scripts/prerender-html.ts). */
export interface PageParts {
  markup: string;
  loadingText: string;
  headLinks: readonly string[];
}

/** The bundled server entry's exports the function uses. */
export interface SiteRenderEntry {
  renderPage(location: string, options?: { withData?: boolean }): Promise<RenderedRoute>;
  prerenderPage(template: string, routePath: string, page: PageParts): string;
}

/**
 * pages.json: index.html as built, and per page rendered on request its stylesheets and its
 * fallback, by the route's path as the route table writes it (`:name` stands for one segment).
 */
export interface SiteRenderPages {
  template: string;
  routes: Record<
    string,
    {
      headLinks: string[];
      /** The page as the build rendered it, with its lists loading: the answer when a render fails. */
      fallback: string;
    }
  >;
}
