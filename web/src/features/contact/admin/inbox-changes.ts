import { useSyncExternalStore } from 'react';

/** Bumped after each change, so the count outside the inbox reads itself again. */
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
