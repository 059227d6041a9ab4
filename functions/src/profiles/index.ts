import { getFirestore } from 'firebase-admin/firestore';
import * as functions from 'firebase-functions/v1';
import { MAX_INSTANCES, REGION } from '../options.js';
import { handleUserCreated } from './create-profile-on-sign-up.js';

/** Retries on: the handler is idempotent. Why: docs/decisions/0017-function-options-and-retries.md */
export const createProfileOnSignUp = functions
  .region(REGION)
  .runWith({ failurePolicy: true, maxInstances: MAX_INSTANCES })
  .auth.user()
  .onCreate((user) => handleUserCreated(getFirestore(), user));
