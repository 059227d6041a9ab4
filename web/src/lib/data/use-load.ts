import { startTransition, use, useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/lib/react/use-hydrated';
import { pageServerData, useServerData } from './server-data';

export type Loaded<T> =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; data: T; reload: () => void };

export interface LoadOptions {
  /**
   * Names the load for a server render (lib/data/server-data.tsx): the page then arrives with the
   * data, and hydrates from it. Only for what a signed-out visitor may read; unique on the page.
   */
  server?: string;
}

type Phase<T> = 'loading' | 'error' | { data: T };

/**
 * A one-shot load (a document, a short list) with the states of usePagedList: loads whenever `key`
 * changes; the loader is read from a ref, so callers pass any function (no useCallback); an answer
 * that arrives after the key has changed, or after unmounting, is dropped.
 */
export function useLoad<T>(key: string, load: () => Promise<T>, options: LoadOptions = {}): Loaded<T> {
  const serverKey = options.server === undefined ? undefined : `${options.server}:${key}`;
  const server = useServerData();
  const hydrated = useHydrated();
  // Hydrating a page rendered with its data: start from that data, and do not ask again.
  const [state, setState] = useState<{ key: string; attempt: number; phase: Phase<T>; fromServer?: true }>(() => {
    const island = serverKey !== undefined && !hydrated ? pageServerData() : undefined;
    return island && serverKey !== undefined && island.has(serverKey)
      ? { key, attempt: 0, phase: { data: island.get(serverKey) as T }, fromServer: true }
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
  if (server && serverKey !== undefined)
    return { status: 'ready', data: use(server.read(serverKey, load)), reload: again };
  if (state.phase === 'loading') return { status: 'loading' };
  if (state.phase === 'error') return { status: 'error', retry: again };
  return { status: 'ready', data: state.phase.data, reload: again };
}
