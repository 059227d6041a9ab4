import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import * as functions from 'firebase-functions/v1';
import { MAX_INSTANCES } from '../options.js';
import { createInitialProfile } from './initial-profile.js';

/** What the handler needs of the new Auth user. */
export interface NewUser {
  uid: string;
  email?: string | undefined;
}

/** Creates the new member's profile unless one exists, and logs which it was. */
export async function handleUserCreated(db: Firestore, user: NewUser): Promise<void> {
  const created = await createInitialProfile(db, user.uid, user.email ?? null);
  functions.logger.info(created ? 'profile created' : 'profile already existed', { uid: user.uid });
}

/** Creates the member profile server-side on every sign-up (e-mail/password or Google). */
export const createProfileOnSignUp = functions
  .runWith({ maxInstances: MAX_INSTANCES })
  .auth.user()
  .onCreate((user) => handleUserCreated(getFirestore(), user));
