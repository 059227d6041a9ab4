import type { FirebaseOptions } from 'firebase/app';

/** Hosting serves the sign-in helper on every domain, so Google sign-in stays same-origin (CSP frame-src 'self'). */
function authDomain(): string {
  const configured = import.meta.env.VITE_FIREBASE_AUTH_DOMAIN;
  if (configured) return configured;
  return typeof location === 'undefined' ? '' : location.host;
}

/** The web config of spec section 7, from VITE_FIREBASE_* (demo defaults in web/.env). */
export const firebaseOptions: FirebaseOptions = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
  authDomain: authDomain(),
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  messagingSenderId: import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID,
  appId: import.meta.env.VITE_FIREBASE_APP_ID,
};

/** In a production build only when asked for (browser tests of the built site). */
export const useEmulators =
  import.meta.env.VITE_FIREBASE_USE_EMULATORS === 'true' ||
  (import.meta.env.DEV && import.meta.env.VITE_FIREBASE_USE_EMULATORS !== 'false');

export const emulatorAddresses = {
  authUrl: import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099',
  firestoreHost: import.meta.env.VITE_FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
  functionsHost: import.meta.env.VITE_FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001',
};

/** Splits 'host:port' for the SDKs' connect…Emulator functions. */
export function splitHostPort(hostPort: string): [string, number] {
  const index = hostPort.lastIndexOf(':');
  return [hostPort.slice(0, index), Number(hostPort.slice(index + 1))];
}
