import { hostPort, loadSuiteConfig } from '../../../tools/emulators/config.ts';

/**
 * The Firestore emulator's REST API, as an admin (`Bearer owner` bypasses the rules): what a journey
 * arranges (a member's status) or checks (the profile the auth trigger wrote) goes through here,
 * while what it tests goes through the browser.
 */
const config = loadSuiteConfig();
export const firestoreOrigin = `http://${hostPort(config.firestore)}`;
export const documentsUrl = `${firestoreOrigin}/v1/projects/${config.projectId}/databases/(default)/documents`;
const asAdmin = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

type Plain = string | number | boolean | null | Date;
type FirestoreValue =
  | { stringValue: string }
  | { integerValue: string }
  | { doubleValue: number }
  | { booleanValue: boolean }
  | { nullValue: null }
  | { timestampValue: string };

function toValue(value: Plain): FirestoreValue {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  return { stringValue: value };
}

/** A field as plain data: timestamps stay ISO strings, integers become numbers. */
function fromValue(value: Record<string, unknown>): unknown {
  const [kind, raw] = Object.entries(value)[0] ?? [];
  return kind === 'integerValue' ? Number(raw) : raw;
}

/** Reads a document with the rules bypassed; undefined when it does not exist. */
export async function readDoc(path: string): Promise<Record<string, unknown> | undefined> {
  const response = await fetch(`${documentsUrl}/${path}`, { headers: asAdmin });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`reading ${path}: ${response.status} ${await response.text()}`);
  const { fields = {} } = (await response.json()) as { fields?: Record<string, Record<string, unknown>> };
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromValue(value)]));
}

/** Polls until the document exists and `until` accepts it (the auth trigger writes profiles asynchronously). */
export async function waitForDoc(
  path: string,
  until: (data: Record<string, unknown>) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  let last: Record<string, unknown> | undefined;
  for (;;) {
    last = await readDoc(path);
    if (last && until(last)) return last;
    if (Date.now() > deadline) {
      throw new Error(`${path} did not reach the expected state within ${timeoutMs} ms: ${JSON.stringify(last)}`);
    }
    await new Promise((done) => setTimeout(done, 150));
  }
}

/** Sets the given fields (merging, rules bypassed), as the reviewMember function or the seed would. */
export async function updateDoc(path: string, data: Record<string, Plain>): Promise<void> {
  const mask = Object.keys(data)
    .map((key) => `updateMask.fieldPaths=${encodeURIComponent(key)}`)
    .join('&');
  const fields = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, toValue(value)]));
  const response = await fetch(`${documentsUrl}/${path}?${mask}`, {
    method: 'PATCH',
    headers: asAdmin,
    body: JSON.stringify({ fields }),
  });
  if (!response.ok) throw new Error(`writing ${path}: ${response.status} ${await response.text()}`);
}
