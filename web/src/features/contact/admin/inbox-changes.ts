import { useSyncExternalStore } from 'react';

/**
 * A counter the inbox bumps after each change (marked, deleted), so the unhandled count on the
 * admin page, which sits outside the inbox, reads itself again at once.
 */
let version = 0;
const listeners = new Set<() => void>();

export function inboxChanged(): void {
  version += 1;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useInboxVersion = () =>
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
