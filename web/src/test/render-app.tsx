import { render } from '@testing-library/react';
import { signOut } from 'firebase/auth';
import { createMemoryRouter } from 'react-router-dom';
import { AppShell } from '../app/App';
import { routes } from '../app/routes';
import { auth } from '../lib/firebase/auth';

/**
 * Renders the whole app (providers, auth gate, router, layout, toasts) at `path`, as seen from
 * `hostname` (the navigation differs on the main company domain).
 */
export function renderApp(path: string, { hostname = 'localhost' }: { hostname?: string } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<AppShell router={router} hostname={hostname} />);
  return { router, ...view };
}

/** Tests share the one Auth instance of the app: start each signed out. */
export const signOutEverywhere = () => signOut(auth);
