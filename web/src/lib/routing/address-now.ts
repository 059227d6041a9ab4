import { useContext } from 'react';
import { UNSAFE_NavigationContext, type Location } from 'react-router-dom';

/** The routers' navigator is their history object (BrowserRouter's, MemoryRouter's), which knows where it is now. */
interface HistoryNavigator {
  location?: Location;
}

/**
 * Reads the address as the history has it now. useLocation() lags behind it while a navigation to a page
 * not yet loaded runs in a transition (the router keeps the current page on screen meanwhile): a page that
 * replaces its own address then, after a save, would undo the reader's navigation. Null outside the
 * declarative routers, which have no history object.
 */
export function useAddressNow(): () => Pick<Location, 'pathname' | 'search'> | null {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return () => (navigator as HistoryNavigator).location ?? null;
}
