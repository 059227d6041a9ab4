import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { HostnameContext } from '../components/layout/host';
import { AuthGate } from '../features/auth/components/AuthGate';
import { AuthProvider } from '../features/auth/context/AuthProvider';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { routes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

interface AppShellProps {
  router: Router;
  /** Overrides the browser's host name for the navigation's host rules (tests, previews). */
  hostname?: string;
}

/**
 * The providers every page sits in (spec section 1). The toast area lives in the layout and
 * queues toasts raised while the auth gate shows `loading...` (the sign-out toast among them).
 */
export function AppShell({ router, hostname }: AppShellProps) {
  return (
    <HostnameContext value={hostname ?? null}>
      <LanguageProvider>
        <AuthProvider>
          <AuthGate>
            <RouterProvider router={router} />
          </AuthGate>
        </AuthProvider>
      </LanguageProvider>
    </HostnameContext>
  );
}

const router = createBrowserRouter(routes);

export function App() {
  return <AppShell router={router} />;
}
