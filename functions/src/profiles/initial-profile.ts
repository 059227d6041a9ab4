import { FieldValue, type Firestore } from 'firebase-admin/firestore';

import { COLLECTIONS } from '#shared/model/index.js';

/** The collection of member profiles, keyed by Auth uid (spec section 3). */
export const USERS = COLLECTIONS.users;

/** `create()` never overwrites a profile the client or an earlier delivery wrote. */
export async function createInitialProfile(db: Firestore, uid: string, email: string | null): Promise<boolean> {
  try {
    await db
      .collection(USERS)
      .doc(uid)
      .create({
        email: email ?? '',
        status: '',
        type: null,
        created: FieldValue.serverTimestamp(),
      });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 6 /* gRPC ALREADY_EXISTS */) return false;
    throw error;
  }
}
