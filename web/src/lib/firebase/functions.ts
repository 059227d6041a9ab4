import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { firebaseApp } from './app';
import { emulatorAddresses, splitHostPort, useEmulators } from './config';

/** Callable functions (admin actions); imported only by the pages that call them. */
export const functions = getFunctions(firebaseApp, 'us-central1');
if (useEmulators) connectFunctionsEmulator(functions, ...splitHostPort(emulatorAddresses.functionsHost));
