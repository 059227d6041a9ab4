import { createContext, useContext } from 'react';
import { site } from '@/config/site';
import { useBrowserValue } from '@/lib/react/use-hydrated';
import { hostKindOf, type HostKind } from './navigation';

/** Null: `location.hostname`; tests and previews provide another. */
export const HostnameContext = createContext<string | null>(null);

/** The canonical (company) host, so crawlers get its navigation; a community host switches after hydration. */
export const prerenderHostname = new URL(site.origin).hostname;

export function useHostKind(): HostKind {
  const provided = useContext(HostnameContext);
  const hostname = useBrowserValue(
    () => provided ?? window.location.hostname,
    () => provided ?? prerenderHostname,
  );
  return hostKindOf(hostname, site.mainHosts);
}
