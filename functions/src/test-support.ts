import { getApps, initializeApp } from 'firebase-admin/app';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { emulatorsFromEnv, firestoreAdmin } from '../../shared/testing/index.js';

/**
 * The Admin SDK on the Firestore emulator, for the handlers' own tests, in a project where no
 * trigger runs. Why: docs/decisions/0070-handler-tests-own-project.md
 */
export function emulatedFirestore() {
  const suiteProject = process.env.GCLOUD_PROJECT;
  if (!suiteProject || !process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('Run the functions tests through `npm test` (they need the Firestore emulator)');
  }
  const projectId = handlersProject(suiteProject);
  if (getApps().length === 0) initializeApp({ projectId });
  return { db: getFirestore(), projectId };
}

/** The handler tests' project: beside the suite's, with no trigger registered. */
export const handlersProject = (suiteProject: string) => `${suiteProject}-handlers`;

/** A callable's request as firebase-functions builds it (the raw HTTP request, never read, left empty). */
export function callableRequest(
  data: unknown,
  auth?: { uid: string; token: Record<string, unknown> },
): CallableRequest<unknown> {
  return {
    data,
    ...(auth ? { auth: { uid: auth.uid, token: auth.token as unknown as DecodedIdToken, rawToken: '' } } : {}),
    rawRequest: {} as CallableRequest['rawRequest'],
    acceptsStreaming: false,
  };
}

export const clearFirestore = (projectId: string) =>
  firestoreAdmin({ ...emulatorsFromEnv(process.env), projectId }).clear();

export interface RecordedAnswer<Body> {
  status: number;
  headers: Record<string, string>;
  body: Body;
}

/** A response for the HTTPS handlers' tests; `answer` records what the handler did with it. */
export function recordingResponse<Body>(empty: Body) {
  const answer: RecordedAnswer<Body> = { status: 0, headers: {}, body: empty };
  const response = {
    status(code: number) {
      answer.status = code;
      return response;
    },
    set(field: string, value: string) {
      answer.headers[field] = value;
      return response;
    },
    send(body: Body) {
      answer.body = body;
    },
    end() {},
  };
  return { answer, response };
}

/**
 * `target` behind a proxy that records the name of each of its members read: a handler that must
 * not look anything up leaves `touched` empty.
 */
export function watched<T extends object>(target: T): { value: T; touched: string[] } {
  const touched: string[] = [];
  const value = new Proxy(target, {
    get(object, key, receiver) {
      touched.push(String(key));
      return Reflect.get(object, key, receiver) as unknown;
    },
  });
  return { value, touched };
}
