import { getApps, initializeApp } from 'firebase-admin/app';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { expect } from 'vitest';
import { emulatorsFromEnv, firestoreAdmin } from '#shared/testing/index.js';

/** What src/index.ts exports and what the built entry exports to deploy's discovery. */
export const DEPLOYED_FUNCTIONS = [
  'attachAdvisoryImages',
  'attachAlbumImages',
  'attachHeldCardImages',
  'attachLibraryImages',
  'attachMemberImages',
  'attachPhotoImages',
  'attachPostImages',
  'attachTeamImages',
  'blogFeed',
  'communityPage',
  'countComments',
  'countFollowers',
  'createProfileOnSignUp',
  'cspReport',
  'deleteAccount',
  'deleteCommentsOfPost',
  'deleteMediaFiles',
  'indexBannedBookForSearch',
  'indexInsightForSearch',
  'indexLibraryItemForSearch',
  'indexMemberForSearch',
  'indexPostForSearch',
  'indexUserForSearch',
  'manageMember',
  'media',
  'memberAccounts',
  'notifyOnBannedBookWritten',
  'notifyOnComment',
  'notifyOnContactMessage',
  'notifyOnPostWritten',
  'notifyOnReportWritten',
  'notifyOnUserWritten',
  'postPage',
  'postShareImage',
  'removeAnonymousSessions',
  'resolveReportsOfComment',
  'resolveReportsOfPost',
  'reviewMember',
  'reviewNameRequest',
  'sendSignInMethods',
  'unsubscribe',
  'uploadImage',
];

/** Why its own project: docs/decisions/0070-handler-tests-own-project.md */
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

/** A signed-in caller of a callable: the verified token's uid and claims. */
export interface Caller {
  uid: string;
  token: Record<string, unknown>;
}

/** A callable's request as firebase-functions builds it (the raw HTTP request, never read, left empty). */
export function callableRequest(data: unknown, auth?: Caller): CallableRequest<unknown> {
  return {
    data,
    ...(auth ? { auth: { uid: auth.uid, token: auth.token as unknown as DecodedIdToken, rawToken: '' } } : {}),
    rawRequest: {} as CallableRequest['rawRequest'],
    acceptsStreaming: false,
  };
}

/** Expects the callable's promise to fail with this HttpsError code (and a message matching `message`). */
export async function expectHttpsError(promise: Promise<unknown>, code: string, message?: RegExp) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught as { code: string; message: string },
  );
  expect(error?.code).toBe(code);
  if (message) expect(error?.message).toMatch(message);
}

/** The audit log, oldest first, without the server time (checked to be a timestamp). */
export async function auditLog(db: Firestore) {
  const snapshot = await db.collection('auditLog').get();
  const entries = snapshot.docs.map((doc) => {
    const { at, ...entry } = doc.data();
    expect(at).toBeInstanceOf(Timestamp);
    return { at: at as Timestamp, entry };
  });
  // Stable: entries of the same time stay in document id order, as a query ordered by `at` returns them.
  const byTime = (a: Timestamp, b: Timestamp) => a.seconds - b.seconds || a.nanoseconds - b.nanoseconds;
  return entries.sort((a, b) => byTime(a.at, b.at)).map(({ entry }) => entry);
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

/** A handler that must not look anything up leaves `touched` empty. */
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
