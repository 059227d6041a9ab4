import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { ANONYMOUS_SESSION_HOURS, COLLECTIONS } from '#shared/model/index.js';

/** The most accounts listUsers returns, and deleteUsers takes, at a time. */
const AUTH_PAGE = 1000;
const BATCH_SIZE = 500;

export interface AnonymousCleanupResult {
  deleted: number;
  /** Accounts Auth could not delete (logged; the next run tries again). */
  failed: number;
}

/** An anonymous account (only the contact page makes them): no e-mail, phone or sign-in provider. */
const isAnonymous = (user: UserRecord) => !user.email && !user.phoneNumber && user.providerData.length === 0;

/** Safe to repeat. Why: docs/decisions/0017-function-options-and-retries.md */
export async function removeStaleAnonymousAccounts(
  db: Firestore,
  auth: Auth,
  nowMillis = Date.now(),
): Promise<AnonymousCleanupResult> {
  const cutoff = nowMillis - ANONYMOUS_SESSION_HOURS * 60 * 60 * 1000;
  const stale: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(AUTH_PAGE, pageToken);
    for (const user of page.users) {
      if (isAnonymous(user) && Date.parse(user.metadata.creationTime) < cutoff) stale.push(user.uid);
    }
    pageToken = page.pageToken;
  } while (pageToken);

  let deleted = 0;
  let failed = 0;
  for (let start = 0; start < stale.length; start += AUTH_PAGE) {
    const uids = stale.slice(start, start + AUTH_PAGE);
    const result = await auth.deleteUsers(uids);
    const failedIndexes = new Set(result.errors.map((error) => error.index));
    if (result.failureCount > 0) {
      logger.warn('Some anonymous accounts could not be deleted', {
        errors: result.errors.map((error) => error.error.message),
      });
    }
    // A counter goes with its account only: a failed account keeps both for the next run.
    const gone = uids.filter((_, index) => !failedIndexes.has(index));
    for (let first = 0; first < gone.length; first += BATCH_SIZE) {
      const batch = db.batch();
      for (const uid of gone.slice(first, first + BATCH_SIZE)) {
        batch.delete(db.collection(COLLECTIONS.contactSenders).doc(uid));
      }
      await batch.commit();
    }
    deleted += gone.length;
    failed += result.failureCount;
  }
  logger.info('Stale anonymous accounts removed', { deleted, failed });
  return { deleted, failed };
}
