import { useCallback, useSyncExternalStore } from 'react';
import { whenIdle } from '@/lib/dom/when-idle';
import { loadFirestore } from '@/lib/firebase/load-firestore';
import { COLLECTIONS } from '@/lib/model';

/** The bell shows a count up to this; more reads "9+". Its count asks for one more (LIMITS.query.notifications). */
export const UNREAD_SHOWN = 9;

/** How often an open page counts again: a notice that arrives shows within this (decision 0122). */
export const UNREAD_RECOUNT_MS = 60_000;

/**
 * A member's unread notices, counted while anything shows them (the header's bell, the
 * notifications page, My account's link): one count for them all. It counts once the page is idle,
 * then every UNREAD_RECOUNT_MS while the page is in view, when the member comes back to it, and at
 * once after they mark notices read (recountUnread).
 */
interface Source {
  /** null until the first count, and after a failed one. */
  count: number | null;
  readonly listeners: Set<() => void>;
  /** Bumped by each count: an answer older than the latest is dropped. */
  asked: number;
  stop?: () => void;
}

const sources = new Map<string, Source>();

/** One aggregation query: a read however many there are. `read == false`: as isUnread. */
async function countUnread(uid: string): Promise<number> {
  const { collection, db, getCount, limit, query, where } = await loadFirestore();
  const unread = query(
    collection(db, COLLECTIONS.users, uid, COLLECTIONS.notifications),
    where('read', '==', false),
    limit(UNREAD_SHOWN + 1),
  );
  return (await getCount(unread)).data().count;
}

function recount(uid: string, source: Source): void {
  const asked = ++source.asked;
  const settle = (count: number | null) => {
    if (asked !== source.asked || sources.get(uid) !== source) return;
    source.count = count;
    source.listeners.forEach((listener) => listener());
  };
  countUnread(uid).then(settle, (error: unknown) => {
    console.error('Counting the unread notices failed', error);
    settle(null);
  });
}

/** Counts now, if the page is in view: a hidden tab does not spend reads. */
function recountIfShown(uid: string, source: Source): void {
  if (document.visibilityState === 'visible') recount(uid, source);
}

function start(uid: string, source: Source): () => void {
  let stopped = false;
  const again = () => recountIfShown(uid, source);
  void whenIdle().then(() => !stopped && recount(uid, source));
  const timer = window.setInterval(again, UNREAD_RECOUNT_MS);
  document.addEventListener('visibilitychange', again);
  window.addEventListener('focus', again);
  return () => {
    stopped = true;
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', again);
    window.removeEventListener('focus', again);
  };
}

function subscribe(uid: string, listener: () => void): () => void {
  let source = sources.get(uid);
  if (!source) {
    source = { count: null, listeners: new Set(), asked: 0 };
    sources.set(uid, source);
    source.stop = start(uid, source);
  }
  const own = source;
  own.listeners.add(listener);
  return () => {
    own.listeners.delete(listener);
    if (own.listeners.size > 0) return;
    own.stop?.();
    sources.delete(uid);
  };
}

/** Counts the member's unread notices again now: after they marked some read, everything shown follows. */
export function recountUnread(uid: string): void {
  const source = sources.get(uid);
  if (source) recount(uid, source);
}

/** How many of the member's notices are unread (at most UNREAD_SHOWN + 1); null while unknown. */
export function useUnreadNotices(uid: string): number | null {
  return useSyncExternalStore(
    useCallback((listener: () => void) => subscribe(uid, listener), [uid]),
    () => sources.get(uid)?.count ?? null,
    () => null,
  );
}
