import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { firebaseApp } from './app';
import { emulatorAddresses, splitHostPort, useEmulators } from './config';

/** The lite SDK: the app never subscribes. Import only from code that needs it, so public pages never load it. */
export const db = getFirestore(firebaseApp);
if (useEmulators) connectFirestoreEmulator(db, ...splitHostPort(emulatorAddresses.firestoreHost));
