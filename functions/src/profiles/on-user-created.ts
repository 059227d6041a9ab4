import { getFirestore } from 'firebase-admin/firestore';
import * as functions from 'firebase-functions/v1';
import { createInitialProfile } from './initial-profile.js';

/** Creates the member profile server-side on every sign-up (e-mail/password or Google). */
export const createProfileOnSignUp = functions.auth.user().onCreate(async (user) => {
  const created = await createInitialProfile(getFirestore(), user.uid, user.email ?? null);
  functions.logger.info(created ? 'profile created' : 'profile already existed', { uid: user.uid });
});
