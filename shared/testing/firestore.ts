import { asAdmin, expectOk, type Emulators } from './emulators.js';
import { eventually } from './poll.js';
import { fromRestFields, toRestFields, type SeedValue } from './rest.js';

/**
 * The Firestore emulator's REST API as an admin (rules bypassed): what a test arranges (a member's
 * status, a list to page through) or checks (what a trigger wrote) goes through here, while what it
 * tests goes through the app, the SDKs or the browser.
 */
export function firestoreAdmin({ projectId, firestore }: Emulators) {
  const base = `http://${firestore}`;
  const documents = `${base}/v1/projects/${projectId}/databases/(default)/documents`;
  const fieldsOf = (body: { fields?: Record<string, Record<string, unknown>> }) => fromRestFields(body.fields ?? {});

  const read = async (path: string): Promise<Record<string, unknown> | undefined> => {
    const response = await fetch(`${documents}/${path}`, { headers: asAdmin });
    if (response.status === 404) return undefined;
    const ok = await expectOk(Promise.resolve(response), `reading ${path}`);
    return fieldsOf((await ok.json()) as { fields?: Record<string, Record<string, unknown>> });
  };

  return {
    /**
     * Deletes every document of the project. A trigger still running from the previous test may
     * hold a transaction's locks; the emulator then answers 409 ("Transaction lock timeout") once
     * it gave up waiting, and the reset is tried again (at most three times in all).
     */
    async clear(): Promise<void> {
      const reset = () =>
        fetch(`${base}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
      let response = await reset();
      for (let retry = 1; response.status === 409 && retry < 3; retry += 1) response = await reset();
      await expectOk(Promise.resolve(response), 'clearing Firestore');
    },
    /** A document as plain data; undefined when it does not exist. */
    read,
    /** A collection's documents (up to 300), each as plain data with its id. */
    async list(collection: string): Promise<(Record<string, unknown> & { id: string })[]> {
      const response = await expectOk(
        fetch(`${documents}/${collection}?pageSize=300`, { headers: asAdmin }),
        `listing ${collection}`,
      );
      const body = (await response.json()) as {
        documents?: { name: string; fields?: Record<string, Record<string, unknown>> }[];
      };
      return (body.documents ?? []).map((document) => ({
        ...fieldsOf(document),
        id: document.name.split('/').at(-1) ?? '',
      }));
    },
    /** Sets these fields (merging), as a function or the seed would. */
    async write(path: string, data: Record<string, SeedValue>): Promise<void> {
      const mask = Object.keys(data)
        .map((key) => `updateMask.fieldPaths=${encodeURIComponent(key)}`)
        .join('&');
      await expectOk(
        fetch(`${documents}/${path}?${mask}`, {
          method: 'PATCH',
          headers: asAdmin,
          body: JSON.stringify({ fields: toRestFields(data) }),
        }),
        `writing ${path}`,
      );
    },
    async remove(path: string): Promise<void> {
      await expectOk(fetch(`${documents}/${path}`, { method: 'DELETE', headers: asAdmin }), `deleting ${path}`);
    },
    /** Writes whole documents, up to 500 per batched commit, for seeding lists of any length. */
    async seed(docs: Record<string, Record<string, SeedValue>>): Promise<void> {
      const entries = Object.entries(docs);
      const root = `projects/${projectId}/databases/(default)/documents`;
      for (let start = 0; start < entries.length; start += 500) {
        const writes = entries
          .slice(start, start + 500)
          .map(([path, data]) => ({ update: { name: `${root}/${path}`, fields: toRestFields(data) } }));
        await expectOk(
          fetch(`${documents}:commit`, { method: 'POST', headers: asAdmin, body: JSON.stringify({ writes }) }),
          'seeding documents',
        );
      }
    },
    /** Polls until the document exists and `until` accepts it. */
    waitFor(
      path: string,
      until: (data: Record<string, unknown>) => boolean = () => true,
      timeoutMs = 20_000,
    ): Promise<Record<string, unknown>> {
      return eventually(() => read(path), { until, timeoutMs, what: path });
    },
    /** Replaces the project's rules (a test that makes reads fail for real restores them after). */
    async loadRules(source: string): Promise<void> {
      await expectOk(
        fetch(`${base}/emulator/v1/projects/${projectId}:securityRules`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: source }] } }),
        }),
        'loading rules',
      );
    },
  };
}

export type FirestoreAdmin = ReturnType<typeof firestoreAdmin>;
