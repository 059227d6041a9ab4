/**
 * Whether this browser may hold an Auth session, known before the first paint without the SDK: index.html's inline
 * script marks <html data-session="stored">, and base.css hides the prerendered page.
 */
export type StoredSession = 'none' | 'stored';

export function storedSession(root: HTMLElement = document.documentElement): StoredSession {
  return root.dataset.session === 'stored' ? 'stored' : 'none';
}

/** The start of the key the Auth SDK stores a signed-in user under (index.html looks for it too). */
export const SESSION_KEY_PREFIX = 'firebase:authUser:';

export function onSessionStored(callback: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key?.startsWith(SESSION_KEY_PREFIX) && event.newValue !== null) callback();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
