import { useCallback, useSyncExternalStore } from 'react';
import { whenIdle } from '@/lib/dom/when-idle';

/** The bell shows a count up to this; more reads "9+". Its query asks for one more (LIMITS.query.notifications). */
export const UNREAD_SHOWN = 9;

/**
 * A member's unread notices, followed live while anything shows them (the header's bell, the
 * notifications page, My account's link): one listener per member, however many show it.
 */
interface Source {
  /** null until the first answer, and after a failure. */
  count: number | null;
  readonly listeners: Set<() => void>;
  stopped: boolean;
  unsubscribe?: () => void;
}

const sources = new Map<string, Source>();

/** The listener's code and the full SDK load once the page is idle (decision 0122). */
function start(uid: string, source: Source) {
  const changed = (count: number | null) => {
    source.count = count;
    source.listeners.forEach((listener) => listener());
  };
  void whenIdle()
    .then(() => import('./follow-unread'))
    .then(({ followUnread }) => {
      if (source.stopped) return;
      source.unsubscribe = followUnread(uid, UNREAD_SHOWN + 1, changed, (error) => {
        // Signing out can refuse the listener before the header lets it go: nothing to tell then.
        if (error.code !== 'permission-denied') console.error('Following the unread notices failed', error);
        changed(null);
      });
    })
    .catch((error: unknown) => console.error('Loading the unread notices failed', error));
}

function subscribe(uid: string, listener: () => void): () => void {
  let source = sources.get(uid);
  if (!source) {
    source = { count: null, listeners: new Set(), stopped: false };
    sources.set(uid, source);
    start(uid, source);
  }
  const own = source;
  own.listeners.add(listener);
  return () => {
    own.listeners.delete(listener);
    if (own.listeners.size > 0) return;
    own.stopped = true;
    own.unsubscribe?.();
    sources.delete(uid);
  };
}

/** How many of the member's notices are unread (at most UNREAD_SHOWN + 1), live; null while unknown. */
export function useUnreadNotices(uid: string): number | null {
  return useSyncExternalStore(
    useCallback((listener: () => void) => subscribe(uid, listener), [uid]),
    () => sources.get(uid)?.count ?? null,
    () => null,
  );
}
