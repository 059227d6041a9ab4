/**
 * The server entry: one page as a signed-out visitor sees it, for the prerender and communityPage
 * (docs/decisions/0101-community-lists-rendered-with-their-data.md). Never shipped to browsers.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppShell } from './app/App';
import { AppRoutes } from './app/AppRoutes';
import { loadPage } from './app/routes';
import { i18n } from './i18n/i18n';
import { ServerDataCache, ServerDataContext, serverDataScript } from './lib/data/server-data';
// The communityPage function loads this module and reads it through these types.
import type { RenderedRoute } from '../../shared/site-render/kit';

export { routeTable } from './app/route-table';
export { prerenderPage } from './app/prerender-html';

/** Source modules (root-relative) imported with import() while rendering; see prerender-plugin.ts. */
const imported = new Set<string>();
Object.assign(globalThis, {
  __voaPrerenderImport: <T,>(id: string, load: Promise<T>): Promise<T> => {
    imported.add(id);
    return load;
  },
});

/** With `withData`, the render waits for the page's server loads, and a failed load fails it. */
export async function renderPage(location: string, { withData = false } = {}): Promise<RenderedRoute> {
  imported.clear();
  const errors: unknown[] = [];
  const path = location.split('?')[0] ?? location;
  // The page's code and strings first, as main.tsx loads them before hydrating.
  await loadPage(path);
  const cache = withData ? new ServerDataCache() : null;
  // The very tree main.tsx hydrates (StrictMode included), so useId values and markup match.
  let tree: ReactNode = (
    <AppShell storedSession="none">
      <StaticRouter location={location}>
        <AppRoutes />
      </StaticRouter>
    </AppShell>
  );
  if (cache) tree = <ServerDataContext value={cache}>{tree}</ServerDataContext>;
  const { prelude } = await prerender(<StrictMode>{tree}</StrictMode>, {
    // A component that throws would leave its Suspense fallback to the client: fail instead.
    onError: (error) => void errors.push(error),
  });
  if (errors.length > 0) throw new AggregateError(errors, `Rendering ${location} failed`);
  const markup = await new Response(prelude).text();
  return {
    markup,
    loadingText: i18n._('common:app.loading'),
    modules: [...imported],
    island: cache ? serverDataScript(cache) : '',
    status: cache?.notFound ? 404 : 200,
  };
}
