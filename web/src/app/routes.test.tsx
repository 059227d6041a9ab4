import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadPage } from './routes';

describe('preloadPage', () => {
  it('loads the first page once: the page then renders from the same load', async () => {
    // A page loads once per module instance, and test files share modules (isolate: false): take
    // fresh ones, so that this load is the first.
    vi.resetModules();
    const { routeTable } = await import('./route-table');
    const fresh = await import('./routes');
    const { memoryRouter } = await import('../test/render-app');
    const home = routeTable.find((entry) => entry.path === '/home/');
    if (!home) throw new Error('no /home/ entry');
    const load = vi.spyOn(home, 'load');

    fresh.preloadPage('/'); // '/' is the home page
    expect(load).toHaveBeenCalledTimes(1);

    const { element } = memoryRouter('/');
    render(element);
    await screen.findByRole('heading', { level: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ignores a path without a page', () => {
    expect(() => preloadPage('/no/such/page')).not.toThrow();
  });
});
