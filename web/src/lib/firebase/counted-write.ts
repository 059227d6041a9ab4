import type { Transaction } from 'firebase/firestore/lite';
import { RATE_LIMITS_COLLECTION, nextRateStep, rateStepFields, type RateAction } from '@/lib/model';
import { loadFirestore, toDate, type Sdk } from './load-firestore';

/** `details.reason` names the action (`draft-rate-limited`), for a screen that counts two. */
export class RateLimitError extends Error {
  readonly code = 'rate-limited';
  readonly details: { reason: string };
  constructor(
    readonly action: RateAction,
    readonly retryAt: Date,
  ) {
    super(`rate limit of ${action} reached until ${retryAt.toISOString()}`);
    this.name = 'RateLimitError';
    this.details = { reason: `${action}-rate-limited` };
  }
}

/**
 * The counter steps in the same commit as the counted document, as the rules require (countedFor); null from `write`
 * counts nothing. A full window throws RateLimitError without writing.
 */
export async function countedWrite<T>(
  uid: string,
  action: RateAction,
  write: (transaction: Transaction, sdk: Sdk) => Promise<{ counted: string | null; result: T }>,
): Promise<T> {
  const sdk = await loadFirestore();
  const { db, doc, runTransaction, serverTimestamp } = sdk;
  const counter = doc(db, RATE_LIMITS_COLLECTION, uid);
  return runTransaction(db, async (transaction) => {
    const entry: unknown = (await transaction.get(counter)).get(action);
    const { counted, result } = await write(transaction, sdk);
    if (counted !== null) {
      const step = nextRateStep(action, currentWindow(entry));
      if (step.window === 'full') throw new RateLimitError(action, step.retryAt);
      transaction.set(counter, { [action]: rateStepFields(step, counted, serverTimestamp()) }, { merge: true });
    }
    return result;
  });
}

function currentWindow(entry: unknown): { windowStart: Date; count: number } | null {
  if (!entry || typeof entry !== 'object') return null;
  const { windowStart, count } = entry as { windowStart?: unknown; count?: unknown };
  const start = toDate(windowStart);
  return start && typeof count === 'number' ? { windowStart: start, count } : null;
}
