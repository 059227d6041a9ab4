import { startTransition, use, useCallback, useEffect, useRef, useState } from 'react';
import { useServerLoad, type LoadOptions } from './server-data';

export type Loaded<T> =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; data: T; reload: () => void };

type Phase<T> = 'loading' | 'error' | { data: T };

/** The loader is read from a ref (no useCallback); an answer that arrives after `key` changed is dropped. */
export function useLoad<T>(key: string, load: () => Promise<T>, options: LoadOptions = {}): Loaded<T> {
  const server = useServerLoad(options, key);
  // Hydrating a page rendered with its data: start from that data, and do not ask again.
  const [state, setState] = useState<{ key: string; attempt: number; phase: Phase<T>; fromServer?: true }>(() => {
    const first = server.hydrating();
    return first
      ? { key, attempt: 0, phase: { data: first.data as T }, fromServer: true }
      : { key, attempt: 0, phase: 'loading' };
  });
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  if (state.key !== key) setState({ key, attempt: 0, phase: 'loading' });

  const fromServer = state.fromServer === true;
  useEffect(() => {
    if (fromServer) return;
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
  }, [key, state.attempt, fromServer]);

  const again = useCallback(() => setState((s) => ({ key: s.key, attempt: s.attempt + 1, phase: 'loading' })), []);

  // On the server, the render waits for the data (the render's cache starts each load once).
  if (server.render)
    return { status: 'ready', data: use(server.render.cache.read(server.render.key, load)), reload: again };
  if (state.phase === 'loading') return { status: 'loading' };
  if (state.phase === 'error') return { status: 'error', retry: again };
  return { status: 'ready', data: state.phase.data, reload: again };
}
