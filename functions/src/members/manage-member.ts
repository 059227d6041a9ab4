import type { Auth, UserRecord } from 'firebase-admin/auth';
import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { DELETED_MEMBER, type ManageAction } from '#shared/model/index.js';
import { deleteAccountData } from '../account/delete-account.js';
import { USERS } from '../profiles/initial-profile.js';
import { adminRecord, adminRecordRef, audit, auditEntry, requireAdmin } from './admin-rights.js';
import { heldCardRef, holdCard, restoreHeldCard } from './held-cards.js';
import { manageInputSchema, type ManageInput } from './manage-input.js';
import { MEMBERS } from './review-member.js';

export interface ManageResult {
  uid: string;
  action: ManageAction;
  status: string | null;
}

// Why not on oneself: docs/decisions/0029-member-management-actions.md
const NOT_ON_ONESELF: readonly ManageAction[] = ['suspend', 'reinstate', 'grantAdmin', 'revokeAdmin', 'deleteAccount'];

/** Each action in one transaction with its audit entry. Why: docs/decisions/0029-member-management-actions.md */
export async function manageMemberHandler(
  db: Firestore,
  auth: Auth,
  request: CallableRequest<unknown>,
): Promise<ManageResult> {
  const actor = await requireAdmin(db, request, {
    unauthenticated: 'Sign in to manage members.',
    denied: 'Only admins can manage members.',
  });
  const parsed = manageInputSchema.safeParse(request.data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`);
    throw new HttpsError('invalid-argument', `Invalid request: ${problems.join('; ')}`);
  }
  const input = parsed.data;
  if (input.uid === actor && NOT_ON_ONESELF.includes(input.action)) {
    throw new HttpsError('failed-precondition', `You cannot ${input.action} your own account: ask another admin.`);
  }
  const result = (status: string | null): ManageResult => ({ uid: input.uid, action: input.action, status });
  switch (input.action) {
    case 'setType':
      await setType(db, actor, input);
      return result('active');
    case 'suspend':
      await suspend(db, auth, actor, input.uid, input.reason);
      return result('suspended');
    case 'reinstate':
      return result(await reinstate(db, auth, actor, input.uid));
    case 'removeCard':
      await removeCard(db, actor, input.uid);
      return result(null);
    case 'restoreCard':
      await restoreCard(db, actor, input.uid);
      return result(null);
    case 'editCard':
      await editCard(db, actor, input);
      return result(null);
    case 'grantAdmin':
    case 'revokeAdmin':
      await setAdmin(db, auth, actor, input.uid, input.action === 'grantAdmin');
      return result(null);
    case 'deleteAccount':
      await deleteMemberAccount(db, auth, actor, input.uid);
      return result(null);
  }
}

async function profileIn(db: Firestore, transaction: Transaction, uid: string) {
  const ref = db.collection(USERS).doc(uid);
  const snapshot = await transaction.get(ref);
  if (!snapshot.exists) throw new HttpsError('not-found', `No member profile exists for ${uid}.`);
  return { ref, status: String(snapshot.get('status') ?? '') };
}

/** The profile's type and the card's type together: the card shows in the new type's directory. */
async function setType(db: Firestore, actor: string, input: Extract<ManageInput, { action: 'setType' }>) {
  await db.runTransaction(async (transaction) => {
    const profile = await profileIn(db, transaction, input.uid);
    const cardRef = db.collection(MEMBERS).doc(input.uid);
    const card = await transaction.get(cardRef);
    if (profile.status !== 'active') {
      throw new HttpsError('failed-precondition', `Only active members have a type; this one is "${profile.status}".`);
    }
    if (!card.exists) throw new HttpsError('failed-precondition', 'This member has no card to move: it was removed.');
    const from = String(card.get('type') ?? '');
    if (from === input.type) throw new HttpsError('failed-precondition', `This member is already a ${input.type}.`);
    transaction.update(profile.ref, { type: input.type });
    transaction.update(cardRef, { type: input.type });
    audit(db, transaction, auditEntry(actor, input.uid, 'setType', { from, to: input.type }));
  });
}

/** Never an admin. The account keeps its sign-in, to read, see why, download or delete (docs/decisions/0029). */
async function suspend(db: Firestore, auth: Auth, actor: string, uid: string, reason: string) {
  const user = await userRecord(auth, uid);
  if (user.customClaims?.admin === true) {
    throw new HttpsError(
      'failed-precondition',
      'This member is an admin: revoke their admin rights before suspending.',
    );
  }
  await db.runTransaction(async (transaction) => {
    const profile = await profileIn(db, transaction, uid);
    const card = await transaction.get(db.collection(MEMBERS).doc(uid));
    if (profile.status === 'suspended')
      throw new HttpsError('failed-precondition', 'This member is already suspended.');
    const hold = card.exists ? await holdCard(db, transaction, card, 'suspended') : null;
    transaction.update(profile.ref, {
      status: 'suspended',
      suspendedFrom: profile.status,
      suspended: FieldValue.serverTimestamp(),
      suspensionReason: reason,
    });
    hold?.();
    audit(db, transaction, auditEntry(actor, uid, 'suspend', { from: profile.status, cardHeld: card.exists, reason }));
  });
}

/** Reinstatement: the status they had before, their held card back in the directories, the reason gone. */
async function reinstate(db: Firestore, auth: Auth, actor: string, uid: string): Promise<string> {
  await userRecord(auth, uid);
  const status = await db.runTransaction(async (transaction) => {
    const ref = db.collection(USERS).doc(uid);
    const snapshot = await transaction.get(ref);
    const held = await transaction.get(heldCardRef(db, uid));
    if (!snapshot.exists) throw new HttpsError('not-found', `No member profile exists for ${uid}.`);
    if (snapshot.get('status') !== 'suspended') {
      throw new HttpsError('failed-precondition', 'Only a suspended member can be reinstated.');
    }
    // A card an admin removed stays removed: restoreCard puts it back.
    const restore = held.get('reason') === 'suspended' ? await restoreHeldCard(db, transaction, held) : null;
    const previous: unknown = snapshot.get('suspendedFrom');
    const to = previous === '' || previous === 'pending' ? previous : 'active';
    transaction.update(ref, {
      status: to,
      suspendedFrom: FieldValue.delete(),
      suspended: FieldValue.delete(),
      suspensionReason: FieldValue.delete(),
    });
    restore?.();
    audit(db, transaction, auditEntry(actor, uid, 'reinstate', { to, cardRestored: restore !== null }));
    return to;
  });
  // Suspensions before decision 0106 disabled the account: enable it (a no-op for the others).
  await auth.updateUser(uid, { disabled: false });
  return status;
}

/** Takes the member's card out of every directory (held: restoreCard puts it back); the account stays. */
/** A card's audit details: the name and directory it had (a removal or restoration names whose card). */
const namedCard = (card: DocumentSnapshot) => ({
  displayName: String(card.get('displayName') ?? ''),
  type: String(card.get('type') ?? ''),
});

async function removeCard(db: Firestore, actor: string, uid: string) {
  await db.runTransaction(async (transaction) => {
    const card = await transaction.get(db.collection(MEMBERS).doc(uid));
    if (!card.exists) throw new HttpsError('not-found', 'This member has no card.');
    (await holdCard(db, transaction, card, 'removed'))();
    audit(db, transaction, auditEntry(actor, uid, 'removeCard', namedCard(card)));
  });
}

/** Puts back the card an admin removed, as it was; only for an active member without a card. */
async function restoreCard(db: Firestore, actor: string, uid: string) {
  await db.runTransaction(async (transaction) => {
    const profile = await profileIn(db, transaction, uid);
    const held = await transaction.get(heldCardRef(db, uid));
    const card = await transaction.get(db.collection(MEMBERS).doc(uid));
    if (!held.exists || held.get('reason') !== 'removed') {
      throw new HttpsError('not-found', 'This member has no removed card to restore.');
    }
    if (profile.status !== 'active') {
      throw new HttpsError(
        'failed-precondition',
        `Only an active member's card can be restored; this one is "${profile.status}".`,
      );
    }
    if (card.exists) throw new HttpsError('failed-precondition', 'This member has a card already.');
    (await restoreHeldCard(db, transaction, held))();
    audit(db, transaction, auditEntry(actor, uid, 'restoreCard', namedCard(held)));
  });
}

/** An admin's edit of the words on a card, or its portrait or links taken down; the audit entry names the fields changed. */
async function editCard(db: Firestore, actor: string, input: Extract<ManageInput, { action: 'editCard' }>) {
  await db.runTransaction(async (transaction) => {
    const card = await transaction.get(db.collection(MEMBERS).doc(input.uid));
    if (!card.exists) throw new HttpsError('not-found', 'This member has no card.');
    const changes: Record<string, string | string[]> = {};
    if (card.get('country') !== input.country) changes.country = input.country;
    if (card.get('bio') !== input.bio) changes.bio = input.bio;
    if (input.removePortrait && card.get('portraitUrl')) changes.portraitUrl = '';
    const links: unknown = card.get('links');
    if (input.removeLinks && Array.isArray(links) && links.length > 0) changes.links = [];
    const changed = Object.keys(changes);
    if (changed.length === 0)
      throw new HttpsError('failed-precondition', 'Nothing to change: the card says this already.');
    transaction.update(card.ref, changes);
    audit(db, transaction, auditEntry(actor, input.uid, 'editCard', { changed }));
  });
}

/** admins/{uid} and its audit entry first, then the claim. A grant needs a verified address (docs/decisions/0029). */
async function setAdmin(db: Firestore, auth: Auth, actor: string, uid: string, admin: boolean) {
  const user = await userRecord(auth, uid);
  const claimed = user.customClaims?.admin === true;
  const recorded = (await adminRecordRef(db, uid).get()).exists;
  if (admin && claimed && recorded) throw new HttpsError('failed-precondition', 'This member is already an admin.');
  if (!admin && !claimed && !recorded) throw new HttpsError('failed-precondition', 'This member is not an admin.');
  if (admin && !user.emailVerified) {
    throw new HttpsError(
      'failed-precondition',
      'This member has not verified their e-mail address, so nothing shows they own it: admin rights need a verified address. They can send the verification mail again from My account and follow its link.',
    );
  }
  const suspended = (await db.collection(USERS).doc(uid).get()).get('status') === 'suspended';
  if (admin && (suspended || user.disabled)) throw new HttpsError('failed-precondition', 'This member is suspended.');
  await db.runTransaction(async (transaction) => {
    const record = adminRecordRef(db, uid);
    if (admin) transaction.set(record, adminRecord(actor));
    else transaction.delete(record);
    audit(db, transaction, auditEntry(actor, uid, admin ? 'grantAdmin' : 'revokeAdmin'));
  });
  const claims = { ...(user.customClaims ?? {}) };
  if (admin) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(uid, claims);
  if (!admin) await auth.revokeRefreshTokens(uid);
}

/** Never of an admin; the entry follows, naming DELETED_MEMBER (docs/decisions/0013-account-deletion.md). */
async function deleteMemberAccount(db: Firestore, auth: Auth, actor: string, uid: string) {
  const user = await userRecord(auth, uid);
  if (user.customClaims?.admin === true || (await adminRecordRef(db, uid).get()).exists) {
    throw new HttpsError('failed-precondition', 'This member is an admin: revoke their admin rights before deleting.');
  }
  const { posts, comments, proposals } = await deleteAccountData(db, auth, uid);
  await db.runTransaction(async (transaction) => {
    audit(db, transaction, auditEntry(actor, DELETED_MEMBER, 'deleteAccount', { posts, comments, proposals }));
  });
}

async function userRecord(auth: Auth, uid: string): Promise<UserRecord> {
  return auth.getUser(uid).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') throw new HttpsError('not-found', `No account exists for ${uid}.`);
    throw error;
  });
}
