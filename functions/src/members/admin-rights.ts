import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS, type AdminRecord, type AuditEntry, type MemberAuditAction } from '#shared/model/index.js';

export const adminRecordRef = (db: Firestore, uid: string): DocumentReference =>
  db.collection(COLLECTIONS.admins).doc(uid);

/** The rules' isAdmin() for a callable. Why: docs/decisions/0001-admin-rights-and-audited-writes.md */
export async function requireAdmin(
  db: Firestore,
  request: CallableRequest<unknown>,
  refusal: { unauthenticated: string; denied: string },
): Promise<string> {
  if (!request.auth) throw new HttpsError('unauthenticated', refusal.unauthenticated);
  const claimed = request.auth.token.admin === true;
  if (!claimed || !(await adminRecordRef(db, request.auth.uid).get()).exists) {
    throw new HttpsError('permission-denied', refusal.denied);
  }
  return request.auth.uid;
}

/** admins/{uid} as a grant writes it: when, and by whom (an admin's uid, the command line, the seed). */
export const adminRecord = (grantedBy: string): AdminRecord<FieldValue> => ({
  granted: FieldValue.serverTimestamp(),
  grantedBy,
});

export function auditEntry(
  actor: string,
  target: string,
  action: MemberAuditAction,
  details: Record<string, unknown> = {},
): AuditEntry<FieldValue> {
  return { actor, target, action, details, at: FieldValue.serverTimestamp() };
}

export function audit(db: Firestore, transaction: Transaction, entry: AuditEntry<FieldValue>): void {
  transaction.create(db.collection(COLLECTIONS.auditLog).doc(), entry);
}
