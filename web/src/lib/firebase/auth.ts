import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { firebaseApp } from './app';
import { emulatorAddresses, useEmulators } from './config';

/**
 * Loaded on demand, never in the entry. initializeAuth, not getAuth, which would bundle the popup resolver.
 * localStorage first: index.html's inline script reads a stored session before the first paint (stored-session.ts).
 */
export const auth = initializeAuth(firebaseApp, { persistence: [browserLocalPersistence, indexedDBLocalPersistence] });
if (useEmulators) connectAuthEmulator(auth, emulatorAddresses.authUrl, { disableWarnings: true });

export { onAuthStateChanged } from 'firebase/auth';
