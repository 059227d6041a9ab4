import { FieldValue, type Firestore } from 'firebase-admin/firestore';

import { COLLECTIONS } from '#shared/model/index.js';

/** The collection of member profiles, keyed by Auth uid (spec section 3). */
export const USERS = COLLECTIONS.users;

/**
 * Creates users/{uid} with the initial fields of spec section 3 unless a profile exists (`create()`
 * never overwrites a profile the client or an earlier delivery wrote). Returns true if this call created it.
 */
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
