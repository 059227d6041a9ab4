/**
 * Whether this browser may hold a Firebase Auth session, known before the first paint and without
 * the Auth SDK.
 *
 * The SDK keeps a signed-in user under `firebase:authUser:<apiKey>:[DEFAULT]` in localStorage (the
 * first persistence of lib/firebase/auth.ts). index.html's inline script (allowed by its hash in
 * firebase.json's Content-Security-Policy) looks for that key prefix and marks <html
 * data-session="stored">, or marks it when localStorage cannot be read at all (the session may
 * then be in IndexedDB). styles/base.css then hides the prerendered page behind `loading...`, and
 * main.tsx renders the app from scratch with the auth gate closed.
 *
 * Unmarked, the visitor is signed out for certain: the prerendered page hydrates as it is, and the
 * Auth SDK loads only when it is needed: a sign-in, or a session stored by another tab
 * (onSessionStored).
 */
export type StoredSession = 'none' | 'stored';

export function storedSession(root: HTMLElement = document.documentElement): StoredSession {
  return root.dataset.session === 'stored' ? 'stored' : 'none';
}

/** The start of the key the Auth SDK stores a signed-in user under (index.html looks for it too). */
export const SESSION_KEY_PREFIX = 'firebase:authUser:';

/**
 * Calls `callback` when another tab of this site stores a session (a sign-in there), through the
 * `storage` event, which fires in every other tab of the origin. Returns the unsubscribe function.
 */
export function onSessionStored(callback: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key?.startsWith(SESSION_KEY_PREFIX) && event.newValue !== null) callback();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
