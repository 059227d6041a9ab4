import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { callableRequest, type Caller, clearFirestore, emulatedFirestore } from '../test-support.js';

// What the members callables' tests share: the database and Auth, the admin who calls, a member who may not.

export const { db, projectId } = emulatedFirestore();
export const auth = getAuth();

/** An admin: the claim in the token, and admins/the-admin (clearWithAdmin). */
export const admin: Caller = { uid: 'the-admin', token: { admin: true } };
/** A signed-in member without the admin claim. */
export const member: Caller = { uid: 'a-member', token: {} };
/** An admins/{uid} document: admin rights are the claim and this document together (requireAdmin). */
export const adminRecord = () => ({ granted: Timestamp.now(), grantedBy: 'seed' });

/** Calls the handler with `data` as `caller`: the admin unless named, null for a signed-out caller. */
export const callerOf =
  <Result>(handler: (request: CallableRequest<unknown>) => Result) =>
  (data: unknown, caller: Caller | null = admin) =>
    handler(callableRequest(data, caller ?? undefined));

/** For beforeEach: an empty database, then the admin's admins/{uid}. */
export async function clearWithAdmin() {
  await clearFirestore(projectId);
  await db.doc(`admins/${admin.uid}`).set(adminRecord());
}
