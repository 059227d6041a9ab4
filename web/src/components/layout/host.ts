import { createContext, useContext } from 'react';
import { site } from '../../config/site';
import { hostKindOf, type HostKind } from './navigation';

/**
 * The host name the navigation rules look at. Null (the default) means the browser's own
 * `location.hostname`; tests and previews provide another one with `<HostnameContext value="…">`.
 */
export const HostnameContext = createContext<string | null>(null);

export function useHostKind(): HostKind {
  const hostname = useContext(HostnameContext) ?? window.location.hostname;
  return hostKindOf(hostname, site.mainHosts);
}
