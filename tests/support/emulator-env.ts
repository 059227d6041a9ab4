/**
 * The suite's addresses as `npm run emulators:exec` sets them. Tests under tests/ run only inside
 * it (npm test does that); outside it they fail with this message instead of hanging.
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set: run these tests through \`npm test\` or \`npm run emulators:exec -- "…"\``);
  }
  return value;
}

export const projectId = required('GCLOUD_PROJECT');
export const firestoreHost = required('FIRESTORE_EMULATOR_HOST');
export const authHost = required('FIREBASE_AUTH_EMULATOR_HOST');

/** Deletes every document in the emulator's database (the emulator's own REST endpoint). */
export async function clearFirestore(): Promise<void> {
  const url = `http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`clearing Firestore failed: ${response.status}`);
}

/** Deletes every account in the Auth emulator. */
export async function clearAuth(): Promise<void> {
  const response = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`clearing Auth failed: ${response.status}`);
}

/** Polls until `read` returns a value, for effects that arrive asynchronously (triggers). */
export async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`nothing arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
