import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { firebaseApp } from './app';
import { emulatorAddresses, useEmulators } from './config';

/**
 * Firebase Auth, connected to the Auth emulator where useEmulators says so.
 * initializeAuth rather than getAuth: every page loads this module (the loading rule), and getAuth
 * would also bundle the popup/redirect resolver, which only the Google sign-in needs (it passes
 * browserPopupRedirectResolver itself, from a chunk loaded on use).
 */
export const auth = initializeAuth(firebaseApp, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
if (useEmulators) connectAuthEmulator(auth, emulatorAddresses.authUrl, { disableWarnings: true });
