import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { HostnameContext } from '@/components/layout/host';
import { LanguageProvider } from '@/i18n/LanguageProvider';
import { AppRoutes } from './AppRoutes';
import { AuthGate, AuthProvider } from '@/features/auth';
import type { StoredSession } from '@/lib/firebase/stored-session';

interface AppShellProps {
  /** The router with the app's routes (BrowserRouter here, MemoryRouter in tests). */
  children: ReactNode;
  /** Overrides the browser's host name for the navigation's host rules (tests, previews). */
  hostname?: string;
  /**
   * What the browser holds of a session (lib/firebase/stored-session.ts): 'none' when prerendering
   * and for a visitor signed out for certain; unset (tests), the auth gate waits for the SDK.
   */
  storedSession?: StoredSession | undefined;
}

/**
 * The providers every page sits in (spec section 1). The toast area lives in the layout and
 * queues toasts raised while the auth gate shows `loading...` (the sign-out toast among them).
 */
export function AppShell({ children, hostname, storedSession }: AppShellProps) {
  return (
    <HostnameContext value={hostname ?? null}>
      <LanguageProvider>
        <AuthProvider storedSession={storedSession}>
          <AuthGate>{children}</AuthGate>
        </AuthProvider>
      </LanguageProvider>
    </HostnameContext>
  );
}

/**
 * The declarative router (BrowserRouter + useRoutes) rather than a data router: the app has no
 * loaders or actions, and it keeps about 16 KB gzip off every page's first load. So scroll and
 * focus on navigation are the app's own (the layout's useNavigationScroll), not the data router's
 * <ScrollRestoration>: docs/decisions/0107-navigation-scroll-and-focus.md.
 */
export function App({ storedSession }: { storedSession: StoredSession }) {
  return (
    <AppShell storedSession={storedSession}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppShell>
  );
}
