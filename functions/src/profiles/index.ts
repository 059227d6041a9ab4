import { getFirestore } from 'firebase-admin/firestore';
import * as functions from 'firebase-functions/v1';
import { MAX_INSTANCES, REGION } from '../options.js';
import { handleUserCreated } from './create-profile-on-sign-up.js';

/**
 * Creates the member profile server-side on every sign-up (e-mail/password or Google).
 *
 * `failurePolicy: true` deploys the trigger with retries on: in production, Cloud Functions
 * redelivers the `providers/firebase.auth/eventTypes/user.create` event whenever the function
 * throws, times out or its instance fails to start, with backoff, for up to 7 days. That is safe
 * because the handler is idempotent (`create()` never overwrites; a second delivery logs "profile
 * already existed"). The Functions emulator never retries an event (nor one it failed to load:
 * "Failed to load function"), so locally, and in production should every retry fail, the client
 * heals a missing profile on every sign-in (web/src/features/auth: ensureProfile).
 */
export const createProfileOnSignUp = functions
  .region(REGION)
  .runWith({ failurePolicy: true, maxInstances: MAX_INSTANCES })
  .auth.user()
  .onCreate((user) => handleUserCreated(getFirestore(), user));
