/**
 * The server render the web build leaves for communityPage (web/scripts/prerender-plugin.ts writes it), in
 * functions/site-render/<dist folder>/. Types only: shared/ is CommonJS, so each side names the files. Why:
 * docs/decisions/0101-community-lists-rendered-with-their-data.md
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

/** By the route's path as the route table writes it (`:name` stands for one segment). */
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
