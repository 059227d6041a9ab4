import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { routeTable } from './route-table';
import { loadPage } from './routes';

describe('loadPage', () => {
  it('loads the first page once: the page then renders from the same load', async () => {
    // A page loads once per instance of this module, and test files share modules (isolate: false):
    // take an instance of its own (the query makes it another module), so that this load is the first.
    const firstLoad = './routes.tsx?first-load';
    const fresh = (await import(/* @vite-ignore */ firstLoad)) as typeof import('./routes');
    const home = routeTable.find((entry) => entry.path === '/home/');
    if (!home) throw new Error('no /home/ entry');
    const load = vi.spyOn(home, 'load');

    const loading = fresh.loadPage('/'); // '/' is the home page
    expect(load).toHaveBeenCalledTimes(1);
    await loading;

    function FreshRoutes() {
      return useRoutes(fresh.routes);
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <FreshRoutes />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { level: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('resolves at once for a path without a page', async () => {
    await expect(loadPage('/no/such/page')).resolves.toBeUndefined();
  });
});
