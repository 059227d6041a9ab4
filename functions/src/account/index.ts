import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { CALLABLE_OPTIONS } from '../options.js';
import { deleteAccountHandler } from './delete-account.js';

/** Callable for any signed-in member: deletes their own account and everything that is theirs. */
export const deleteAccount = onCall(CALLABLE_OPTIONS, (request) =>
  deleteAccountHandler(getFirestore(), getAuth(), request),
);
