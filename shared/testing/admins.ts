import { COLLECTIONS, type AdminRecord } from '../model/index.js';
import { authAdmin } from './auth.js';
import type { Emulators } from './emulators.js';
import { firestoreAdmin } from './firestore.js';

/**
 * Makes an account an admin as manageMember's grant does: the custom claim and admins/{uid} (the
 * rules' isAdmin() needs both). The account signs in again for its ID token to carry the claim.
 */
export async function grantAdminRights(emulators: Emulators, uid: string): Promise<void> {
  const record: AdminRecord<Date> = { granted: new Date(), grantedBy: 'test' };
  await authAdmin(emulators).setClaims(uid, { admin: true });
  await firestoreAdmin(emulators).write(`${COLLECTIONS.admins}/${uid}`, record);
}
