const waiting = new Set<() => void>();
let raised = false;

/**
 * Loads react-toastify on the first toast, and tells the layout to mount the region (`toastRaised`);
 * earlier toasts wait in react-toastify's queue. Fire and forget: a failed load is logged, never the action's failure.
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
