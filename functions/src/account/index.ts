import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { removeStaleAnonymousAccounts } from './remove-anonymous-sessions.js';
import { CALLABLE_OPTIONS, REGION } from '../options.js';
import { deleteAccountHandler } from './delete-account.js';

/** Callable for any signed-in member: deletes their own account and everything that is theirs. */
export const deleteAccount = onCall(CALLABLE_OPTIONS, (request) =>
  deleteAccountHandler(getFirestore(), getAuth(), request),
);

/** Every hour: the contact page's anonymous accounts older than a day go, with their counters. */
export const removeAnonymousSessions = onSchedule(
  { schedule: 'every 1 hours', region: REGION, retryCount: 3 },
  async () => {
    await removeStaleAnonymousAccounts(getFirestore(), getAuth());
  },
);
