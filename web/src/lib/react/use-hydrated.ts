import { useSyncExternalStore, type CSSProperties } from 'react';

const noSubscription = () => () => {};

/**
 * False while the page is prerendered at build time and while React hydrates that HTML; true from
 * the first render after (and at once in a page rendered from scratch). For what must not be in the
 * prerendered HTML, such as the toast region, whose lazy code and CSS would join the first load.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A browser value that the prerendered HTML could not know (the host name): `atBuild` while
 * prerendering and hydrating, so the markup matches; React renders again with `inBrowser()` right
 * after hydration when the two differ.
 */
export function useBrowserValue<T>(inBrowser: () => T, atBuild: () => T): T {
  return useSyncExternalStore(noSubscription, inBrowser, atBuild);
}

/**
 * An inline style, left out of server-rendered HTML: the CSP (style-src 'self') blocks a style
 * attribute in served HTML, but not a style React sets on an element, which it does right after
 * hydration. For what the page can show without it (an image's placeholder colour).
 */
export function useStyleOnceHydrated(style: CSSProperties): CSSProperties | undefined {
  return useHydrated() ? style : undefined;
}
