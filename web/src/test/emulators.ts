/**
 * Direct access to the emulators for test set-up: what a test arranges goes through the emulators'
 * own REST endpoints (as an admin would), and what it checks goes through the app's real code.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the web tests through \`npm test\` (they need the emulators)`);
  return value;
}

const projectId = () => env('GCLOUD_PROJECT');
const firestoreBase = () => `http://${env('FIRESTORE_EMULATOR_HOST')}`;
const authBase = () => `http://${env('FIREBASE_AUTH_EMULATOR_HOST')}`;
const documents = () => `${firestoreBase()}/v1/projects/${projectId()}/databases/(default)/documents`;
const asAdmin = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

async function ok(response: Promise<Response>, what: string): Promise<Response> {
  const result = await response;
  if (!result.ok) throw new Error(`${what} failed: ${result.status} ${await result.text()}`);
  return result;
}

export async function resetEmulators(): Promise<void> {
  await ok(
    fetch(`${firestoreBase()}/emulator/v1/projects/${projectId()}/databases/(default)/documents`, { method: 'DELETE' }),
    'clearing Firestore',
  );
  await ok(fetch(`${authBase()}/emulator/v1/projects/${projectId()}/accounts`, { method: 'DELETE' }), 'clearing Auth');
}

/** Creates an account in the Auth emulator; the onCreate trigger then writes its profile. */
export async function createAccount(email: string, password: string): Promise<string> {
  const response = await ok(
    fetch(`${authBase()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    }),
    'creating an account',
  );
  return ((await response.json()) as { localId: string }).localId;
}

/** Field values tests write: see SeedValue below. */
type FieldInput = SeedValue;

/** Reads a document with the rules bypassed; undefined when it does not exist. */
export async function readDoc(path: string): Promise<Record<string, unknown> | undefined> {
  const response = await fetch(`${documents()}/${path}`, { headers: asAdmin });
  if (response.status === 404) return undefined;
  const body = (await ok(Promise.resolve(response), `reading ${path}`).then((r) => r.json())) as {
    fields?: Record<string, Record<string, unknown>>;
  };
  return Object.fromEntries(Object.entries(body.fields ?? {}).map(([key, value]) => [key, Object.values(value)[0]]));
}

/** Lists a collection with the rules bypassed, each document as plain field values. */
export async function listDocs(collection: string): Promise<Record<string, unknown>[]> {
  const response = await ok(
    fetch(`${documents()}/${collection}?pageSize=300`, { headers: asAdmin }),
    `listing ${collection}`,
  );
  const body = (await response.json()) as { documents?: { fields?: Record<string, Record<string, unknown>> }[] };
  return (body.documents ?? []).map((document) =>
    Object.fromEntries(Object.entries(document.fields ?? {}).map(([key, value]) => [key, Object.values(value)[0]])),
  );
}

/** Writes (merges) fields with the rules bypassed, as reviewMember or seeding would. */
export async function writeDoc(path: string, data: Record<string, FieldInput>): Promise<void> {
  const mask = Object.keys(data)
    .map((key) => `updateMask.fieldPaths=${encodeURIComponent(key)}`)
    .join('&');
  await ok(
    fetch(`${documents()}/${path}?${mask}`, {
      method: 'PATCH',
      headers: asAdmin,
      body: JSON.stringify({ fields: mapFields(data) }),
    }),
    `writing ${path}`,
  );
}

export async function deleteDoc(path: string): Promise<void> {
  await ok(fetch(`${documents()}/${path}`, { method: 'DELETE', headers: asAdmin }), `deleting ${path}`);
}

/** Polls until the document exists (the auth trigger writes profiles asynchronously). */
export async function waitForDoc(path: string, timeoutMs = 20_000): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const data = await readDoc(path);
    if (data) return data;
    if (Date.now() > deadline) throw new Error(`${path} did not appear within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 150));
  }
}

/** Replaces the emulator's rules, to make reads fail for real; restore with loadProjectRules(). */
export async function loadRules(source: string): Promise<void> {
  await ok(
    fetch(`${firestoreBase()}/emulator/v1/projects/${projectId()}:securityRules`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: source }] } }),
    }),
    'loading rules',
  );
}

export const loadProjectRules = () =>
  loadRules(readFileSync(resolve(import.meta.dirname, '../../../firestore.rules'), 'utf8'));

/** Any document value the tests seed: Dates become timestamps, integers stay integers. */
export type SeedValue = string | number | boolean | null | Date | SeedValue[] | { [key: string]: SeedValue };

function toValue(value: SeedValue): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  if (typeof value === 'object') return { mapValue: { fields: mapFields(value) } };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  return { stringValue: value };
}

const mapFields = (data: Record<string, SeedValue>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, toValue(value)]));

/**
 * Writes whole documents with the rules bypassed, up to 500 per batched commit (the emulator's
 * REST commit endpoint), for seeding lists of any length.
 */
export async function seedDocs(docs: Record<string, Record<string, SeedValue>>): Promise<void> {
  const entries = Object.entries(docs);
  const root = `projects/${projectId()}/databases/(default)/documents`;
  for (let start = 0; start < entries.length; start += 500) {
    const writes = entries
      .slice(start, start + 500)
      .map(([path, data]) => ({ update: { name: `${root}/${path}`, fields: mapFields(data) } }));
    await ok(
      fetch(`${documents()}:commit`, { method: 'POST', headers: asAdmin, body: JSON.stringify({ writes }) }),
      'seeding documents',
    );
  }
}

/** Writes many documents at once (an alias kept for the directory tests). */
export const writeDocs = seedDocs;

/** Sets custom claims on an account (as setCustomUserClaims does); sign in afterwards to get them. */
export async function setClaims(uid: string, claims: Record<string, unknown>): Promise<void> {
  await ok(
    fetch(`${authBase()}/identitytoolkit.googleapis.com/v1/projects/${projectId()}/accounts:update`, {
      method: 'POST',
      headers: asAdmin,
      body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify(claims) }),
    }),
    'setting custom claims',
  );
}

/**
 * Collects the text of every element added to the page from now on, so a test can assert that a
 * transient state (a loading message) was shown even when the emulator answers quickly.
 */
export function recordRenderedText(): { texts: string[]; stop: () => void } {
  const texts: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) texts.push(node.textContent ?? '');
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { texts, stop: () => observer.disconnect() };
}
