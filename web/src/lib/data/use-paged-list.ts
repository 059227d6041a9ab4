import { useCallback, useEffect, useRef, useState, startTransition } from 'react';
import type { Cursor, Page } from '@/lib/firebase/load-firestore';

export type PagedList<T> =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | {
      status: 'ready';
      items: T[];
      hasMore: boolean;
      loadingMore: boolean;
      /** Set when "Load more" failed; the loaded items stay. */
      moreFailed: boolean;
      loadMore: () => void;
      /** Replaces one loaded item (after an edit) or removes it (null). */
      update: (match: (item: T) => boolean, next: T | null) => void;
      /** Loads the first page again, keeping the items on screen until it arrives (after a change). */
      reload: () => void;
    };

interface Loaded<T> {
  items: T[];
  next: Cursor | null;
  loadingMore: boolean;
  moreFailed: boolean;
}

/**
 * A cursor-paginated list: loads the first page whenever `key` changes (a filter, a tag), then
 * appends pages on "Load more". The fetcher is read from a ref, so callers pass any function
 * (no useCallback); answers that arrive after the key has changed are dropped.
 */
export function usePagedList<T>(key: string, fetchPage: (after: Cursor | null) => Promise<Page<T>>): PagedList<T> {
  const [state, setState] = useState<{ key: string; attempt: number; phase: 'loading' | 'error' | Loaded<T> }>({
    key,
    attempt: 0,
    phase: 'loading',
  });
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  });
  const generation = useRef(0);

  // A new key starts again from the first page (derived during render, not in an effect).
  if (state.key !== key) setState({ key, attempt: 0, phase: 'loading' });

  useEffect(() => {
    const current = ++generation.current;
    fetchRef.current(null).then(
      (page) => {
        if (current !== generation.current) return;
        // A transition: rendering a page of items yields to the browser (no long task on a phone).
        startTransition(() =>
          setState((s) => ({
            ...s,
            phase: { items: page.items, next: page.next, loadingMore: false, moreFailed: false },
          })),
        );
      },
      (error: unknown) => {
        console.error('Loading the list failed', error);
        if (current === generation.current) setState((s) => ({ ...s, phase: 'error' }));
      },
    );
  }, [key, state.attempt]);

  const retry = useCallback(() => setState((s) => ({ ...s, attempt: s.attempt + 1, phase: 'loading' })), []);
  const reload = useCallback(() => setState((s) => ({ ...s, attempt: s.attempt + 1 })), []);

  const phase = state.phase;
  const loadMore = useCallback(() => {
    if (typeof phase !== 'object' || !phase.next || phase.loadingMore) return;
    const current = generation.current;
    setState((s) =>
      typeof s.phase === 'object' ? { ...s, phase: { ...s.phase, loadingMore: true, moreFailed: false } } : s,
    );
    fetchRef.current(phase.next).then(
      (page) => {
        if (current !== generation.current) return;
        setState((s) =>
          typeof s.phase === 'object'
            ? {
                ...s,
                phase: {
                  items: [...s.phase.items, ...page.items],
                  next: page.next,
                  loadingMore: false,
                  moreFailed: false,
                },
              }
            : s,
        );
      },
      (error: unknown) => {
        console.error('Loading more failed', error);
        if (current !== generation.current) return;
        setState((s) =>
          typeof s.phase === 'object' ? { ...s, phase: { ...s.phase, loadingMore: false, moreFailed: true } } : s,
        );
      },
    );
  }, [phase]);

  const update = useCallback((match: (item: T) => boolean, next: T | null) => {
    setState((s) => {
      if (typeof s.phase !== 'object') return s;
      const items =
        next === null
          ? s.phase.items.filter((item) => !match(item))
          : s.phase.items.map((item) => (match(item) ? next : item));
      return { ...s, phase: { ...s.phase, items } };
    });
  }, []);

  if (phase === 'loading') return { status: 'loading' };
  if (phase === 'error') return { status: 'error', retry };
  return {
    status: 'ready',
    items: phase.items,
    hasMore: Boolean(phase.next),
    loadingMore: phase.loadingMore,
    moreFailed: phase.moreFailed,
    loadMore,
    update,
    reload,
  };
}
