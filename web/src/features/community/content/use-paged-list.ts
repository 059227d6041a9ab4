import { useCallback, useEffect, useRef, useState } from 'react';
import type { Cursor, Page } from './firestore';

export type ListStatus = 'loading' | 'error' | 'ready';

export interface PagedList<T> {
  status: ListStatus;
  items: T[];
  hasMore: boolean;
  loadingMore: boolean;
  /** Set when loading a further page failed (the items already shown stay). */
  moreFailed: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * A list read page by page with Firestore cursors. `fetch` must be stable (useCallback) and is
 * called again from the first page when it changes (a new filter) or on retry.
 */
export function usePagedList<T>(fetch: (after: Cursor | null) => Promise<Page<T>>): PagedList<T> {
  const [state, setState] = useState<{ status: ListStatus; items: T[]; next: Cursor | null }>({
    status: 'loading',
    items: [],
    next: null,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Answers of an earlier fetch (a previous filter) must not land in the current list.
  const generation = useRef(0);

  useEffect(() => {
    const current = ++generation.current;
    fetch(null).then(
      (page) => {
        if (current === generation.current) setState({ status: 'ready', items: page.items, next: page.next });
      },
      (error: unknown) => {
        console.error('Loading the list failed', error);
        if (current === generation.current) setState({ status: 'error', items: [], next: null });
      },
    );
  }, [fetch, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading', items: [], next: null });
    setAttempt((n) => n + 1);
  }, []);

  const loadMore = useCallback(() => {
    if (!state.next || loadingMore) return;
    const current = generation.current;
    setLoadingMore(true);
    setMoreFailed(false);
    fetch(state.next)
      .then(
        (page) => {
          if (current !== generation.current) return;
          setState((previous) => ({ status: 'ready', items: [...previous.items, ...page.items], next: page.next }));
        },
        (error: unknown) => {
          console.error('Loading more failed', error);
          if (current === generation.current) setMoreFailed(true);
        },
      )
      .finally(() => setLoadingMore(false));
  }, [fetch, loadingMore, state.next]);

  return {
    status: state.status,
    items: state.items,
    hasMore: state.next !== null,
    loadingMore,
    moreFailed,
    loadMore,
    retry,
  };
}

/** One-shot loads (a document, a short list) with the same loading / error / retry states. */
export function useLoad<T>(load: () => Promise<T>): { status: ListStatus; data: T | undefined; retry: () => void } {
  const [state, setState] = useState<{ status: ListStatus; data: T | undefined }>({
    status: 'loading',
    data: undefined,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => {
        console.error('Loading failed', error);
        if (live) setState({ status: 'error', data: undefined });
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading', data: undefined });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
