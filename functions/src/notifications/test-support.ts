import { getAuth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { clearFirestore, emulatedFirestore } from '../test-support.js';
import type { Context } from './recipients.js';

// What the notification handlers' tests share: the context, the members the mails name, the mails.

export const { db, projectId } = emulatedFirestore();
export const auth = getAuth();
export const admins = ['admin@example.com', 'editor@example.com'];
/** The site's origin the mails' links start with. */
export const ORIGIN = 'https://voices.example';
export const context = (eventId = 'event-1', recipients = admins): Context => ({
  db,
  auth,
  admins: recipients,
  eventId,
  origin: ORIGIN,
});

/** A member's Auth account, made anew: mail goes only to a verified address. */
export async function account(uid: string, email: string, emailVerified = true) {
  await auth.deleteUser(uid).catch(() => undefined);
  await auth.createUser({ uid, email, emailVerified });
}

/** For beforeEach: an empty database, then the members the mails name (a mail about a member needs their profile). */
export async function resetMembers() {
  await clearFirestore(projectId);
  for (const uid of ['u1', 'voice-1', 'peer-1']) await db.doc(`users/${uid}`).set({ status: 'active' });
  await account('u1', 'sipho@example.com');
  await account('voice-1', 'chiamaka@example.com');
}

/** Every mail document, by id. */
export async function mails(from: Firestore = db) {
  const snapshot = await from.collection('mail').get();
  return Object.fromEntries(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

export const applied = Timestamp.fromMillis(1_780_000_000_000);
export const reviewed = Timestamp.fromMillis(1_780_000_500_000);

/** The member's notices (users/{uid}/notifications), by id. */
export async function notices(uid: string) {
  const snapshot = await db.collection(`users/${uid}/notifications`).get();
  return Object.fromEntries(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}
