import { useSyncExternalStore, type CSSProperties } from 'react';

const noSubscription = () => () => {};

/** False while prerendering and hydrating; true from the first render after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** `atBuild` while prerendering and hydrating, so the markup matches; `inBrowser()` right after. */
export function useBrowserValue<T>(inBrowser: () => T, atBuild: () => T): T {
  return useSyncExternalStore(noSubscription, inBrowser, atBuild);
}

/** Left out of server-rendered HTML: the CSP (style-src 'self') blocks style attributes there. */
export function useStyleOnceHydrated(style: CSSProperties): CSSProperties | undefined {
  return useHydrated() ? style : undefined;
}
