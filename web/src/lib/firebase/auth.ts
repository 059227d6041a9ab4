import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { firebaseApp } from './app';
import { emulatorAddresses, useEmulators } from './config';

/** Firebase Auth, connected to the Auth emulator where useEmulators says so. */
export const auth = getAuth(firebaseApp);
if (useEmulators) connectAuthEmulator(auth, emulatorAddresses.authUrl, { disableWarnings: true });
