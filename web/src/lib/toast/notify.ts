/** Loads react-toastify on the first toast. Fire and forget: a failed load is logged, never the action's failure. */
export function notify(kind: 'success' | 'error', message: string): void {
  import('react-toastify').then(
    ({ toast }) => toast[kind](message),
    (error: unknown) => console.error(`Toast not shown: ${message}`, error),
  );
}
