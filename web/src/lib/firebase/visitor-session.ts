import type { Firestore } from 'firebase/firestore/lite';
import { emulatorAddresses, firebaseOptions, splitHostPort, useEmulators } from './config';

export interface VisitorSession {
  /** The anonymous account's uid: the rules count a sender's writes by it. */
  uid: string;
  db: Firestore;
  sdk: typeof import('firebase/firestore/lite');
}

let opening: Promise<VisitorSession> | undefined;

/** An anonymous account in a Firebase app of its own, in memory: no page takes the visitor for a member. */
export function visitorSession(): Promise<VisitorSession> {
  opening ??= open().catch((error: unknown) => {
    opening = undefined; // the next send tries again
    throw error;
  });
  return opening;
}

async function open(): Promise<VisitorSession> {
  const [{ initializeApp }, { connectAuthEmulator, inMemoryPersistence, initializeAuth, signInAnonymously }, sdk] =
    await Promise.all([import('firebase/app'), import('./visitor-auth'), import('firebase/firestore/lite')]);
  const app = initializeApp(firebaseOptions, 'visitor-session');
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (useEmulators) connectAuthEmulator(auth, emulatorAddresses.authUrl, { disableWarnings: true });
  const db = sdk.getFirestore(app);
  if (useEmulators) sdk.connectFirestoreEmulator(db, ...splitHostPort(emulatorAddresses.firestoreHost));
  const { user } = await signInAnonymously(auth);
  return { uid: user.uid, db, sdk };
}
