import { useLayoutEffect } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';

/** Reports the router's location and navigate function to a test each time a location is on screen. */
export function RouterProbe({ onCommit }: { onCommit: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  // A layout effect: the location is reported once the page showing it is committed.
  useLayoutEffect(() => onCommit(location, navigate), [location, navigate, onCommit]);
  return null;
}
