/** Where the emulators of a running suite answer, as `npm run emulators:exec` tells its command. */
export interface Emulators {
  projectId: string;
  /** host:port of the Firestore emulator. */
  firestore: string;
  /** host:port of the Auth emulator. */
  auth: string;
}

/**
 * The suite's addresses from the variables emulators:exec sets (GCLOUD_PROJECT,
 * FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST). Outside a suite, a test fails with this
 * message instead of hanging on a port nothing answers.
 */
export function emulatorsFromEnv(env: Record<string, string | undefined>): Emulators {
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`${name} is not set: run the tests through \`npm test\` (they need the emulators)`);
    return value;
  };
  return {
    projectId: required('GCLOUD_PROJECT'),
    firestore: required('FIRESTORE_EMULATOR_HOST'),
    auth: required('FIREBASE_AUTH_EMULATOR_HOST'),
  };
}

/** The emulators' admin credential: requests with it bypass the rules. */
export const asAdmin = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' } as const;

/** Fetches and throws, naming what was tried, unless the answer is OK. */
export async function expectOk(request: Promise<Response>, what: string): Promise<Response> {
  const response = await request;
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return response;
}
