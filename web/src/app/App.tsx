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
  /** 'none' when prerendering and for a visitor signed out for certain; unset (tests): the gate waits for the SDK. */
  storedSession?: StoredSession | undefined;
}

/** Spec section 1. The layout's toast area queues toasts raised while the gate shows `loading...`. */
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
 * The declarative router: no loaders or actions, 16 KB gzip less on every first load. Scroll and focus are therefore
 * the app's own: docs/decisions/0107-navigation-scroll-and-focus.md.
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
