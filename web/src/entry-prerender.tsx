/**
 * The build's server entry (Vite's `ssr` environment, scripts/prerender-plugin.ts): renders one
 * page of the route table to HTML as a signed-out visitor sees it. Never shipped to browsers.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppShell } from './app/App';
import { AppRoutes } from './app/AppRoutes';
import { loadPage } from './app/routes';
import { i18n } from './i18n/i18n';

export { routeTable } from './app/route-table';

/** Source modules (root-relative) imported with import() while rendering; see prerender-plugin.ts. */
const imported = new Set<string>();
Object.assign(globalThis, {
  __voaPrerenderImport: <T,>(id: string, load: Promise<T>): Promise<T> => {
    imported.add(id);
    return load;
  },
});

export async function renderPage(path: string): Promise<{ markup: string; loadingText: string; modules: string[] }> {
  imported.clear();
  const errors: unknown[] = [];
  // The page's code and strings first, as main.tsx loads them before hydrating.
  await loadPage(path);
  // The very tree main.tsx hydrates (StrictMode included), so useId values and markup match.
  const { prelude } = await prerender(
    <StrictMode>
      <AppShell storedSession="none">
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppShell>
    </StrictMode>,
    // A component that throws would leave its Suspense fallback to the client: fail the build instead.
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${path} failed`);
  const markup = await new Response(prelude).text();
  return { markup, loadingText: i18n._('common:app.loading'), modules: [...imported] };
}
