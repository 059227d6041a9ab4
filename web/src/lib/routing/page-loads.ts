import { useSyncExternalStore } from 'react';

/**
 * The pages whose code and strings are on their way. A navigation to a page not yet loaded runs
 * in a transition: the current page stays on screen until the next one has arrived, which on a
 * slow phone connection can take seconds. The layout reads this to say that something is coming.
 */
let pending = 0;
const listeners = new Set<() => void>();

// Loads start while React renders (a lazy page asks for its code then): listeners hear of it
// after that render, never in the middle of it.
const notify = () => queueMicrotask(() => listeners.forEach((listener) => listener()));

/** Counts `load` as a page on its way until it settles; returns it unchanged. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  pending += 1;
  notify();
  const settle = () => {
    pending -= 1;
    notify();
  };
  load.then(settle, settle);
  return load;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isLoading = () => pending > 0;

/**
 * True while a page is on its way. False while prerendering and hydrating: the first page has
 * loaded before hydration starts (main.tsx), and the prerendered HTML must match.
 */
export function usePageLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoading, () => false);
}
