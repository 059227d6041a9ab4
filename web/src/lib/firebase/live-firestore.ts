import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { firebaseApp } from './app';
import { emulatorAddresses, splitHostPort, useEmulators } from './config';

/**
 * The full Firestore SDK, for the one query the app follows live: a member's unread notices (the
 * bell). Loaded at idle for signed-in members only; every other read and write uses the lite SDK
 * (./firestore). Why two: docs/decisions/0122-the-bell-follows-unread-notices-live.md.
 */
export const liveDb = getFirestore(firebaseApp);
if (useEmulators) connectFirestoreEmulator(liveDb, ...splitHostPort(emulatorAddresses.firestoreHost));
