import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <LanguageProvider>
      <RouterProvider router={router} />
    </LanguageProvider>
  );
}
