import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import functionsTest from 'firebase-functions-test';

/**
 * firebase-functions-test in online mode against the emulators: `npm test` runs these files inside
 * `emulators:exec`, so FIRESTORE_EMULATOR_HOST routes the Admin SDK to the local Firestore.
 */
export function emulatedFunctionsTest() {
  const projectId = process.env.GCLOUD_PROJECT;
  if (!projectId || !process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('Run the functions tests through `npm test` (they need the Firestore emulator)');
  }
  const fft = functionsTest({ projectId });
  if (getApps().length === 0) initializeApp({ projectId });
  return { fft, db: getFirestore(), projectId };
}

/** Empties the emulator's database between tests. */
export async function clearFirestore(projectId: string): Promise<void> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!response.ok) throw new Error(`clearing Firestore failed: ${response.status}`);
}
