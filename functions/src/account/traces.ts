// What names a member outside their own documents, for deleteAccount (docs/decisions/0013).

import type { Auth } from 'firebase-admin/auth';
import { FieldPath, FieldValue, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, DELETED_MEMBER, isMemberStatus, isMemberType } from '#shared/model/index.js';
import { BATCH_SIZE, deleteAll, updateAll } from './batches.js';

/** Contact messages read at a time: each one of the member's costs two deletions (it and its mail). */
const CONTACT_PAGE = BATCH_SIZE / 2;

/** The member's e-mail addresses: the account's, its providers' (Google) and the profile's. */
export async function addressesOf(db: Firestore, auth: Auth, uid: string): Promise<string[]> {
  const found: (string | undefined)[] = [];
  try {
    const user = await auth.getUser(uid);
    found.push(user.email, ...user.providerData.map((provider) => provider.email));
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  const email: unknown = (await db.collection(COLLECTIONS.users).doc(uid).get()).get('email');
  if (typeof email === 'string') found.push(email);
  return [...new Set(found.filter((address): address is string => !!address).map((address) => address.trim()))];
}

const comparable = (address: unknown) => (typeof address === 'string' ? address.trim().toLowerCase() : '');

/** Scanned, not queried: a typed "Ama@Example.com" would escape an equality query. */
export async function deleteContactMessagesFrom(db: Firestore, addresses: string[]): Promise<number> {
  const wanted = new Set(addresses.map(comparable));
  if (wanted.size === 0) return 0;
  const messages = db.collection(COLLECTIONS.contactMessages);
  let deleted = 0;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = messages.orderBy(FieldPath.documentId()).select('email').limit(CONTACT_PAGE);
    const snapshot = await (last ? page.startAfter(last) : page).get();
    if (snapshot.empty) return deleted;
    const theirs = snapshot.docs.filter((doc) => wanted.has(comparable(doc.get('email'))));
    if (theirs.length > 0) {
      const batch = db.batch();
      for (const doc of theirs) {
        batch.delete(doc.ref);
        batch.delete(db.collection(COLLECTIONS.mail).doc(`contact-${doc.id}`));
      }
      await batch.commit();
      deleted += theirs.length;
    }
    last = snapshot.docs[snapshot.docs.length - 1];
  }
}

/** Deletes the queued mails about, from or to the member; one that went to others too loses only this address. */
export async function deleteMailOf(
  db: Firestore,
  uid: string,
  addresses: string[],
): Promise<{ deleted: number; anonymised: number }> {
  const mail = db.collection(COLLECTIONS.mail);
  let deleted = await deleteAll(db, mail.where('about', '==', uid));
  let anonymised = 0;
  for (const address of new Set(addresses.flatMap((address) => [address, address.toLowerCase()]))) {
    deleted += await deleteAll(db, mail.where('replyTo', '==', address));
    for (;;) {
      const snapshot = await mail.where('to', 'array-contains', address).limit(BATCH_SIZE).get();
      if (snapshot.empty) break;
      const batch = db.batch();
      for (const doc of snapshot.docs) {
        const to: unknown = doc.get('to');
        if (Array.isArray(to) && to.some((recipient) => recipient !== address)) {
          batch.update(doc.ref, { to: FieldValue.arrayRemove(address) });
          anonymised += 1;
        } else {
          batch.delete(doc.ref);
          deleted += 1;
        }
      }
      await batch.commit();
    }
  }
  return { deleted, anonymised };
}

/** An audit entry's details without any text that could name the deleted member. */
function impersonalDetails(details: unknown): Record<string, unknown> {
  if (!details || typeof details !== 'object') return {};
  return Object.fromEntries(
    Object.entries(details).filter(
      ([, value]) =>
        typeof value === 'number' || typeof value === 'boolean' || isMemberType(value) || isMemberStatus(value),
    ),
  );
}

/** Puts DELETED_MEMBER for the uid in the audit entries, "handled by" and "reviewed by" that name the member. */
export async function anonymiseRecordsOf(db: Firestore, uid: string): Promise<number> {
  const audit = db.collection(COLLECTIONS.auditLog);
  const counts = [
    await updateAll(db, audit.where('actor', '==', uid), () => ({ actor: DELETED_MEMBER })),
    await updateAll(db, audit.where('target', '==', uid), (doc) => ({
      target: DELETED_MEMBER,
      details: impersonalDetails(doc.get('details')),
    })),
    await updateAll(db, db.collection(COLLECTIONS.contactMessages).where('handledBy', '==', uid), () => ({
      handledBy: DELETED_MEMBER,
    })),
    await updateAll(db, db.collection(COLLECTIONS.users).where('reviewedBy', '==', uid), () => ({
      reviewedBy: DELETED_MEMBER,
    })),
    await updateAll(db, db.collection(COLLECTIONS.nameRequests).where('reviewedBy', '==', uid), () => ({
      reviewedBy: DELETED_MEMBER,
    })),
  ];
  return counts.reduce((sum, count) => sum + count, 0);
}
