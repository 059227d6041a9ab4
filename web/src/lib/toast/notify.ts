/**
 * Shows a toast, loading react-toastify on the first one: the toast region (components/layout/
 * ToastArea) mounts lazily too, so no page's first load carries the library. Fire and forget:
 * what the toast reports has already happened, so a failed load is logged, never turned into a
 * failure of the action itself.
 */
export function notify(kind: 'success' | 'error', message: string): void {
  import('react-toastify').then(
    ({ toast }) => toast[kind](message),
    (error: unknown) => console.error(`Toast not shown: ${message}`, error),
  );
}
