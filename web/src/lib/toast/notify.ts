const waiting = new Set<() => void>();
let raised = false;

/**
 * Shows a toast. Neither react-toastify nor the toast region is part of any page until the first
 * toast: the library loads here, and the layout mounts the region once `toastRaised()` is true.
 * Toasts raised before the region is there wait in react-toastify's queue. Fire and forget: what
 * the toast reports has already happened, so a failed load is logged, never turned into a failure
 * of the action itself.
 */
export function notify(kind: 'success' | 'error', message: string): void {
  if (!raised) {
    raised = true;
    for (const listener of waiting) listener();
  }
  import('react-toastify').then(
    ({ toast }) => toast[kind](message),
    (error: unknown) => console.error(`Toast not shown: ${message}`, error),
  );
}

/** Whether a toast has been raised in this page's life (for `useSyncExternalStore`). */
export function toastRaised(): boolean {
  return raised;
}

/** Calls `listener` when the first toast is raised (for `useSyncExternalStore`). */
export function subscribeToFirstToast(listener: () => void): () => void {
  waiting.add(listener);
  return () => waiting.delete(listener);
}

/** Starts a new page life, as far as toasts go (web tests share modules across files: test/setup.ts). */
export function forgetRaisedToasts(): void {
  raised = false;
}
