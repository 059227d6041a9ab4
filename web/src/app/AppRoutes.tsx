import { useRoutes } from 'react-router-dom';
import { routes } from './routes';

/** The page for the current location, in its layout; inside a router (MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
