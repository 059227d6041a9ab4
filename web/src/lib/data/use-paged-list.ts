import { startTransition, use, useCallback, useEffect, useRef, useState } from 'react';
import { snapshotAt, type Cursor, type Page } from '@/lib/firebase/load-firestore';
import { useServerLoad, type LoadOptions } from './server-data';

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

/** The next page's cursor as its document's path: a snapshot does not survive JSON. */
interface ServerPage<T> {
  items: T[];
  next: string | null;
}

interface Loaded<T> {
  items: T[];
  next: Cursor | string | null;
  loadingMore: boolean;
  moreFailed: boolean;
}

type Phase<T> = 'loading' | 'error' | Loaded<T>;

const loadedFrom = <T>(page: Page<T> | ServerPage<T>): Loaded<T> => ({
  items: page.items,
  next: page.next,
  loadingMore: false,
  moreFailed: false,
});

/** The fetcher is read from a ref (no useCallback); answers that arrive after `key` changed are dropped. */
export function usePagedList<T>(
  key: string,
  fetchPage: (after: Cursor | null) => Promise<Page<T>>,
  options: LoadOptions = {},
): PagedList<T> {
  const server = useServerLoad(options, key);
  // Hydrating a page rendered with its first page: start from it, and do not ask again.
  const [state, setState] = useState<{ key: string; attempt: number; phase: Phase<T>; fromServer?: true }>(() => {
    const first = server.hydrating();
    return first
      ? { key, attempt: 0, phase: loadedFrom(first.data as ServerPage<T>), fromServer: true }
      : { key, attempt: 0, phase: 'loading' };
  });
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  });
  const generation = useRef(0);

  // A new key starts again from the first page (derived during render, not in an effect).
  if (state.key !== key) setState({ key, attempt: 0, phase: 'loading' });

  const fromServer = state.fromServer === true;
  useEffect(() => {
    if (fromServer) return;
    const current = ++generation.current;
    fetchRef.current(null).then(
      (page) => {
        if (current !== generation.current) return;
        // A transition: rendering a page of items yields to the browser (no long task on a phone).
        startTransition(() => setState((s) => ({ ...s, phase: loadedFrom(page) })));
      },
      (error: unknown) => {
        console.error('Loading the list failed', error);
        if (current === generation.current) setState((s) => ({ ...s, phase: 'error' }));
      },
    );
  }, [key, state.attempt, fromServer]);

  const retry = useCallback(() => setState((s) => ({ key: s.key, attempt: s.attempt + 1, phase: 'loading' })), []);
  const reload = useCallback(() => setState((s) => ({ key: s.key, attempt: s.attempt + 1, phase: s.phase })), []);

  const phase = state.phase;
  const loadMore = useCallback(() => {
    if (typeof phase !== 'object' || !phase.next || phase.loadingMore) return;
    const current = generation.current;
    setState((s) =>
      typeof s.phase === 'object' ? { ...s, phase: { ...s.phase, loadingMore: true, moreFailed: false } } : s,
    );
    const next = phase.next;
    (typeof next === 'string' ? snapshotAt(next) : Promise.resolve(next))
      .then((after) => fetchRef.current(after))
      .then(
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

  // On the server, the render waits for the first page (the render's cache starts each load once).
  if (server.render) {
    const first = use(server.render.cache.read(server.render.key, () => fetchPage(null).then(toServerPage)));
    return {
      status: 'ready',
      items: first.items,
      hasMore: first.next !== null,
      loadingMore: false,
      moreFailed: false,
      loadMore,
      update,
      reload,
    };
  }
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

function toServerPage<T>(page: Page<T>): ServerPage<T> {
  return { items: page.items, next: page.next ? page.next.ref.path : null };
}
