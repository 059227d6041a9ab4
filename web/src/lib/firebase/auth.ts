import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { firebaseApp } from './app';
import { emulatorAddresses, useEmulators } from './config';

/**
 * Firebase Auth, connected to the Auth emulator where useEmulators says so. Loaded on demand (the
 * AuthProvider imports it), never in the entry: a visitor with no stored session is signed out
 * before it arrives.
 *
 * initializeAuth rather than getAuth: getAuth would also bundle the popup/redirect resolver, which
 * only the Google sign-in needs (it passes browserPopupRedirectResolver itself, from a chunk loaded
 * on use).
 *
 * localStorage first: a session stored there can be seen synchronously by index.html's inline
 * script before the first paint (lib/firebase/stored-session.ts), so a member never sees the
 * prerendered signed-out page before `loading...`. IndexedDB stays second, where localStorage is
 * unavailable; a user found there is moved to localStorage by the SDK.
 */
export const auth = initializeAuth(firebaseApp, { persistence: [browserLocalPersistence, indexedDBLocalPersistence] });
if (useEmulators) connectAuthEmulator(auth, emulatorAddresses.authUrl, { disableWarnings: true });

export { onAuthStateChanged } from 'firebase/auth';
