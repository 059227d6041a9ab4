import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { site } from '../../config/site';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('layout shell', () => {
  it('wraps a page in header, main and footer', async () => {
    renderAt('/home/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toHaveTextContent(site.name);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('2023');
  });

  it('sends / to /home/', async () => {
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/'));
  });
});
