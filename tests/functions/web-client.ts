import { initializeApp, type FirebaseApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck } from 'firebase/app-check';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type HttpsCallable } from 'firebase/functions';
import { emulatorsFromEnv } from '#shared/testing/index.ts';
import { loadSuiteConfig } from '#tools/emulators/config.ts';
import { emulatorAppCheckToken } from '#web/src/lib/firebase/app-check-stand-in.ts';

export interface WebClient {
  app: FirebaseApp;
  auth: Auth;
  callable: <Request = unknown, Result = unknown>(name: string) => HttpsCallable<Request, Result>;
}

/**
 * A client of the emulated project as the web app is one: Auth on the Auth emulator, callables on
 * the Functions emulator and, unless `appCheck` is false (a script, not the site), App Check with
 * the stand-in token the app presents to the emulators (every callable enforces App Check).
 */
export function webClient(name: string, { appCheck = true } = {}): WebClient {
  const { projectId, auth: authHost } = emulatorsFromEnv(process.env);
  const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, name);
  if (appCheck) {
    const token = () => Promise.resolve(emulatorAppCheckToken(`1:0:web:${name}`));
    initializeAppCheck(app, { provider: new CustomProvider({ getToken: token }) });
  }
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  const functions = getFunctions(app, 'us-central1');
  const { functions: emulator } = loadSuiteConfig();
  connectFunctionsEmulator(functions, emulator.host, emulator.port);
  return { app, auth, callable: (callableName) => httpsCallable(functions, callableName) };
}
