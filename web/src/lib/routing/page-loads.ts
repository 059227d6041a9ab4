import { useSyncExternalStore } from 'react';

/** A navigation to a page not yet loaded runs in a transition; the layout says something is coming. */
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

/** False while prerendering and hydrating, so the prerendered HTML matches. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoading, () => false);
}
