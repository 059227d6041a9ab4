import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { firebaseApp } from './app';
import { emulatorAddresses, splitHostPort, useEmulators } from './config';

/**
 * Firestore through the lite SDK (REST, no live listeners): the app reads and writes documents but
 * never subscribes, and lite is a fraction of the full SDK's size. Import this module only from
 * code that needs it (pages, actions), so that public pages do not download it.
 */
export const db = getFirestore(firebaseApp);
if (useEmulators) connectFirestoreEmulator(db, ...splitHostPort(emulatorAddresses.firestoreHost));
