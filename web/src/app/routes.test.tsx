import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memoryRouter } from '../test/render-app';
import { routeTable } from './route-table';
import { preloadPage } from './routes';

describe('preloadPage', () => {
  it('loads the first page once: the page then renders from the same load', async () => {
    const home = routeTable.find((entry) => entry.path === '/home/');
    if (!home) throw new Error('no /home/ entry');
    const load = vi.spyOn(home, 'load');

    preloadPage('/'); // '/' is the home page
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
