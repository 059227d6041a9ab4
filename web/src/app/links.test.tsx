import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { routeTable } from './route-table';
import { routes } from './routes';
import { indexableRoutes } from './seo-files';

/** A path is live if a route other than the 404 catch-all matches it. */
function isLive(path: string): boolean {
  const matches = matchRoutes(routes, path);
  return Boolean(matches && matches.at(-1)?.route.path !== '*');
}

function internalHrefs(): string[] {
  return Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
    .map((a) => a.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.split(/[?#]/)[0] ?? href);
}

describe('internal links', () => {
  it.each(indexableRoutes(routeTable).map((entry) => entry.path))(
    'every internal link on %s leads to a page',
    async (path) => {
      renderApp(path); // localhost: the community host, which shows every navigation item
      await screen.findByRole('main');
      await waitFor(() => expect(document.querySelector('[data-page="not-found"]')).toBeNull());
      const hrefs = [...new Set(internalHrefs())];
      expect(hrefs.length).toBeGreaterThan(10);
      const dead = hrefs.filter((href) => !isLive(href));
      expect(dead).toEqual([]);
    },
  );

  it('treats an unknown path as dead (the 404 page answers it)', async () => {
    expect(isLive('/no/such/page')).toBe(false);
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeInTheDocument();
  });
});
