import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../app/routes';
import { HostnameContext } from '../components/layout/host';

/** Renders the real app routes (layout included) at `path`, as seen from `hostname`. */
export function renderApp(path: string, { hostname = 'localhost' }: { hostname?: string } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <HostnameContext value={hostname}>
      <RouterProvider router={router} />
    </HostnameContext>,
  );
  return { router, ...view };
}
