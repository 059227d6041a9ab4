import { emulatorsFromEnv } from '#shared/testing/index.ts';

/**
 * The suite's addresses as `npm run emulators:exec` sets them, for the rules tests (which run
 * @firebase/rules-unit-testing against FIRESTORE_EMULATOR_HOST). Other helpers: shared/testing.
 */
export const { projectId, firestore: firestoreHost, auth: authHost } = emulatorsFromEnv(process.env);
