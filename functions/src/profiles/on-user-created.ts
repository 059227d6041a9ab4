import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import * as functions from 'firebase-functions/v1';
import { MAX_INSTANCES, REGION } from '../options.js';
import { createInitialProfile } from './initial-profile.js';

/** What the handler needs of the new Auth user. */
export interface NewUser {
  uid: string;
  email?: string | undefined;
  /** The sign-in methods; empty for an anonymous account (the Auth SDK's user record always has it). */
  providerData?: readonly unknown[];
}

/**
 * Creates the new member's profile unless one exists, and logs which it was. An anonymous account
 * (the contact page's session for its per-sender limit) is nobody's membership: it gets no profile.
 */
export async function handleUserCreated(db: Firestore, user: NewUser): Promise<void> {
  if (user.providerData?.length === 0) {
    functions.logger.debug('anonymous session: no profile', { uid: user.uid });
    return;
  }
  const created = await createInitialProfile(db, user.uid, user.email ?? null);
  functions.logger.info(created ? 'profile created' : 'profile already existed', { uid: user.uid });
}

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
