import { createContext, useContext } from 'react';
import { site } from '@/config/site';
import { useBrowserValue } from '@/lib/react/use-hydrated';
import { hostKindOf, type HostKind } from './navigation';

/**
 * The host name the navigation rules look at. Null (the default) means the browser's own
 * `location.hostname`; tests and previews provide another one with `<HostnameContext value="…">`.
 */
export const HostnameContext = createContext<string | null>(null);

/**
 * The host the prerendered pages are written for: the canonical origin's (a company host), so
 * crawlers and first visits of the company domain get their navigation in the HTML. On a community
 * host the page switches to that host's navigation right after hydration.
 */
export const prerenderHostname = new URL(site.origin).hostname;

export function useHostKind(): HostKind {
  const provided = useContext(HostnameContext);
  const hostname = useBrowserValue(
    () => provided ?? window.location.hostname,
    () => provided ?? prerenderHostname,
  );
  return hostKindOf(hostname, site.mainHosts);
}
