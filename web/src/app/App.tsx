import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { AuthGate } from '../features/auth/components/AuthGate';
import { AuthProvider } from '../features/auth/context/AuthProvider';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { routes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

/** The providers every page sits in (spec section 1); tests render it with a memory router. */
export function AppShell({ router }: { router: Router }) {
  return (
    <LanguageProvider>
      <AuthProvider>
        <AuthGate>
          <RouterProvider router={router} />
        </AuthGate>
        {/* Outside the gate, so a toast raised as auth changes (sign-out) survives the loading screen. */}
        <ToastContainer position="bottom-right" autoClose={4000} limit={3} />
      </AuthProvider>
    </LanguageProvider>
  );
}

const router = createBrowserRouter(routes);

export function App() {
  return <AppShell router={router} />;
}
