import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadPage } from './routes';

describe('loadPage', () => {
  it('loads the first page once: the page then renders from the same load', async () => {
    // A page loads once per module instance, and test files share modules (isolate: false): take
    // fresh ones, so that this load is the first.
    vi.resetModules();
    const { routeTable } = await import('./route-table');
    const fresh = await import('./routes');
    const { memoryRouter } = await import('@/test/render-app');
    const home = routeTable.find((entry) => entry.path === '/home/');
    if (!home) throw new Error('no /home/ entry');
    const load = vi.spyOn(home, 'load');

    const loading = fresh.loadPage('/'); // '/' is the home page
    expect(load).toHaveBeenCalledTimes(1);
    await loading;

    const { element } = memoryRouter('/');
    render(element);
    await screen.findByRole('heading', { level: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('resolves at once for a path without a page', async () => {
    await expect(loadPage('/no/such/page')).resolves.toBeUndefined();
  });
});
