import { render } from '@testing-library/react';
import { signOut } from 'firebase/auth';
import { createMemoryRouter } from 'react-router-dom';
import { AppShell } from '../app/App';
import { routes } from '../app/routes';
import { auth } from '../lib/firebase/auth';

/** Renders the whole app (providers, auth gate, router, toasts) at a path. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<AppShell router={router} />);
  return { ...view, router };
}

/** Tests share the one Auth instance of the app: start each signed out. */
export const signOutEverywhere = () => signOut(auth);
