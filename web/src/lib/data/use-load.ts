import { useCallback, useEffect, useRef, useState, startTransition } from 'react';

export type Loaded<T> =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; data: T; reload: () => void };

/**
 * A one-shot load (a document, a short list) with the states of usePagedList: loads whenever `key`
 * changes; the loader is read from a ref, so callers pass any function (no useCallback); an answer
 * that arrives after the key has changed, or after unmounting, is dropped.
 */
export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string; attempt: number; phase: 'loading' | 'error' | { data: T } }>({
    key,
    attempt: 0,
    phase: 'loading',
  });
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  if (state.key !== key) setState({ key, attempt: 0, phase: 'loading' });

  useEffect(() => {
    let live = true;
    loadRef.current().then(
      // A transition: rendering what arrived yields to the browser (no long task on a phone).
      (data) => live && startTransition(() => setState((s) => ({ ...s, phase: { data } }))),
      (error: unknown) => {
        console.error('Loading failed', error);
        if (live) setState((s) => ({ ...s, phase: 'error' }));
      },
    );
    return () => {
      live = false;
    };
  }, [key, state.attempt]);

  const again = useCallback(() => setState((s) => ({ ...s, attempt: s.attempt + 1, phase: 'loading' })), []);

  if (state.phase === 'loading') return { status: 'loading' };
  if (state.phase === 'error') return { status: 'error', retry: again };
  return { status: 'ready', data: state.phase.data, reload: again };
}
